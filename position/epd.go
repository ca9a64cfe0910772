package position

import (
	"fmt"
	"strings"

	"github.com/chesscount/count/pieces"
)

// EPDOperation is an EPD operation: its opcode and its operands, a quoted
// string's quotes removed.
type EPDOperation struct {
	Opcode   string
	Operands []string
}

// ParseEPD reads a line of Extended Position Description: the first four
// fields of a FEN, then operations such as `bm Rh8+; id "WAC.001";`, each
// an opcode, its operands and a semicolon. The operations hmvc and fmvn
// set the move counters; the others are returned as they are, in their
// order. A FEN reads too, with or without its move counters, and with
// operations after them or not. The position is checked as ParseFEN
// checks it.
func ParseEPD(line string) (Position, EPDOperations, error) {
	if fields := strings.Fields(line); !strings.ContainsAny(line, `;"`) && len(fields) <= 6 && (len(fields) != 6 || looksNumber(fields[4])) {
		p, err := ParseFEN(line) // a FEN, or a line its errors describe best
		return p, nil, err
	}
	head, rest := cutFields(line, 4)
	if len(head) < 4 {
		return Position{}, nil, fmt.Errorf("EPD %q has %s before its operations: give 4 (placement, side to move, castling, en passant)", pieces.Clip(line), plural(len(head), "field"))
	}
	p, err := parseFields(head)
	if err != nil {
		return p, nil, err
	}
	if counters, after := cutFields(rest, 2); len(counters) == 2 && looksNumber(counters[0]) {
		if err := p.parseCounters(counters[0], counters[1]); err != nil {
			return p, nil, err
		}
		rest = after
	}
	ops, err := parseOperations(rest)
	if err != nil {
		return p, nil, err
	}
	ops, err = p.takeCounters(ops)
	return p, ops, err
}

// cutFields returns the first n space-separated fields of s (fewer if s
// has fewer) and what follows them.
func cutFields(s string, n int) (fields []string, rest string) {
	for len(fields) < n {
		s = strings.TrimLeft(s, " \t")
		if s == "" {
			break
		}
		end := strings.IndexAny(s, " \t")
		if end < 0 {
			end = len(s)
		}
		fields, s = append(fields, s[:end]), s[end:]
	}
	return fields, s
}

// looksNumber reports whether s is written as a number, signed or not,
// as in 5, -5, +5 or 1.5: a move counter, right or wrong, which no EPD
// opcode is (an opcode starts with a letter).
func looksNumber(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	return s != "" && s[0] >= '0' && s[0] <= '9' && strings.Trim(s, "0123456789.") == ""
}

// parseOperations reads EPD operations: each an opcode (a letter, then
// letters, digits and underscores), its operands (words, or strings in
// double quotes) and a semicolon.
func parseOperations(s string) (EPDOperations, error) {
	var ops EPDOperations
	for {
		s = strings.TrimLeft(s, " \t")
		if s == "" {
			return ops, nil
		}
		end := strings.IndexAny(s, " \t;")
		if end < 0 {
			end = len(s)
		}
		op := EPDOperation{Opcode: s[:end]}
		if !validOpcode(op.Opcode) {
			return nil, fmt.Errorf("EPD operation %q: an opcode is a letter, then letters, digits or _, as in bm or id", pieces.Clip(s[:end]))
		}
		rest, err := op.readOperands(s[end:])
		if err != nil {
			return nil, err
		}
		ops, s = append(ops, op), rest
	}
}

// readOperands reads the operands of op from s, up to and past the
// semicolon that ends op, and returns what follows.
func (op *EPDOperation) readOperands(s string) (string, error) {
	for {
		s = strings.TrimLeft(s, " \t")
		switch {
		case s == "":
			return "", fmt.Errorf("EPD operation %s: end it with ;, as in bm Rh8+; id \"x\";", op.Opcode)
		case s[0] == ';':
			return s[1:], nil
		case s[0] == '"':
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				return "", fmt.Errorf("EPD operation %s: the string %s has no closing \"", op.Opcode, pieces.Clip(s))
			}
			op.Operands, s = append(op.Operands, s[1:1+end]), s[2+end:]
		default:
			end := strings.IndexAny(s, " \t;")
			if end < 0 {
				end = len(s)
			}
			op.Operands, s = append(op.Operands, s[:end]), s[end:]
		}
	}
}

// validOpcode reports whether s is an EPD opcode: a letter, then at most
// 14 letters, digits or underscores.
func validOpcode(s string) bool {
	if s == "" || len(s) > 15 || !isLetter(s[0]) {
		return false
	}
	for i := range len(s) {
		if c := s[i]; !isLetter(c) && (c < '0' || c > '9') && c != '_' {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// takeCounters sets p's move counters from the operations hmvc and fmvn,
// and returns the other operations.
func (p *Position) takeCounters(ops EPDOperations) (EPDOperations, error) {
	var rest EPDOperations
	for _, op := range ops {
		if op.Opcode != "hmvc" && op.Opcode != "fmvn" {
			rest = append(rest, op)
			continue
		}
		if len(op.Operands) != 1 {
			return nil, fmt.Errorf("EPD operation %s: give it one number", op.Opcode)
		}
		half, full := fmt.Sprint(p.Halfmove), fmt.Sprint(p.Fullmove)
		if op.Opcode == "hmvc" {
			half = op.Operands[0]
		} else {
			full = op.Operands[0]
		}
		if err := p.parseCounters(half, full); err != nil {
			return nil, fmt.Errorf("EPD operation %s: %w", op.Opcode, err)
		}
	}
	return rest, nil
}

// EPDOperations are the operations of an EPD line, in their order.
type EPDOperations []EPDOperation

// ID returns the operand of the line's id operation (its operands joined
// by spaces, should it have several), and whether there is one.
func (ops EPDOperations) ID() (string, bool) {
	for _, op := range ops {
		if op.Opcode == "id" && len(op.Operands) > 0 {
			return strings.Join(op.Operands, " "), true
		}
	}
	return "", false
}
