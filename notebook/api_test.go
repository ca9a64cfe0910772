package notebook_test

import (
	"context"
	"errors"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"count/notebook"
)

// checkKind fails t unless err is one line of kind, a *SpecError, and
// names no command-line flag.
func checkKind(t *testing.T, what any, err, kind error) {
	t.Helper()
	var se *notebook.SpecError
	if !errors.Is(err, kind) || !errors.As(err, &se) || strings.ContainsAny(err.Error(), "\n") || strings.Contains(err.Error(), "--") {
		t.Errorf("%+v: error %v, want one line of kind %v", what, err, kind)
	}
}

// Each mistake in the new specs is reported as its kind.
func TestPositionsErrors(t *testing.T) {
	ctx := context.Background()
	pos := func(s notebook.PositionsSpec) error { _, err := notebook.Positions(ctx, s); return err }
	men := func(s notebook.MenSpec) error { _, err := notebook.Men(ctx, s); return err }
	menPos := func(s notebook.MenPositionsSpec) error { _, err := notebook.MenPositions(ctx, s); return err }
	for i, c := range []struct{ err, kind error }{
		{pos(notebook.PositionsSpec{}), notebook.ErrMaterial},
		{pos(notebook.PositionsSpec{Material: "8Q"}), notebook.ErrMaterial},
		{pos(notebook.PositionsSpec{Material: "KQ"}), notebook.ErrMaterial},
		{pos(notebook.PositionsSpec{Material: "KRvK", Board: "17x8"}), notebook.ErrBoard},
		{pos(notebook.PositionsSpec{Material: "KRvK", EP: "yes"}), notebook.ErrEnPassant},
		{pos(notebook.PositionsSpec{Material: "KRvK", Castling: "fischer"}), notebook.ErrCastling},
		{pos(notebook.PositionsSpec{Material: "KRvK", Castling: "chess960", Board: "10x8"}), notebook.ErrCastling},
		{pos(notebook.PositionsSpec{Material: "KRvK", ToMove: "red"}), notebook.ErrToMove},
		{men(notebook.MenSpec{Men: 1}), notebook.ErrMen},
		{men(notebook.MenSpec{Men: 11}), notebook.ErrMen},
		{men(notebook.MenSpec{Men: 5, Board: "2x2"}), notebook.ErrMen},
		{men(notebook.MenSpec{Men: 2, Board: "0x8"}), notebook.ErrBoard},
		{men(notebook.MenSpec{Men: 2, Rules: "strict"}), notebook.ErrRules},
		{men(notebook.MenSpec{Men: 2, ToMove: "white"}), notebook.ErrToMove},
		{men(notebook.MenSpec{Men: 3, Group: "d4"}), notebook.ErrGroup},
		{menPos(notebook.MenPositionsSpec{Men: 0}), notebook.ErrMen},
		{menPos(notebook.MenPositionsSpec{Men: 3, EP: "maybe"}), notebook.ErrEnPassant},
		{menPos(notebook.MenPositionsSpec{Men: 3, Castling: "chess960", Board: "6x6"}), notebook.ErrCastling},
	} {
		checkKind(t, i, c.err, c.kind)
	}
}

// A Verify whose counts differ returns a *MismatchError of kind
// ErrMismatch, with both counts.
func TestVerifyMismatch(t *testing.T) {
	r, err := notebook.Count(context.Background(), notebook.Spec{Material: "KK"})
	if err != nil {
		t.Fatal(err)
	}
	r.Classes = big.NewInt(461)
	v, err := r.Verify(context.Background())
	var me *notebook.MismatchError
	if !errors.Is(err, notebook.ErrMismatch) || !errors.As(err, &me) || v == nil || !strings.Contains(err.Error(), "461 classes") || !strings.Contains(v.String(), "DIFFER") {
		t.Errorf("got %v, %v; want a mismatch", v, err)
	}
	if _, err := (&notebook.Result{}).Verify(context.Background()); err == nil {
		t.Error("an empty Result verified")
	}
}

// Every new result shows itself as text, Markdown and HTML.
func TestShows(t *testing.T) {
	ctx := context.Background()
	p, err1 := notebook.Positions(ctx, notebook.PositionsSpec{Material: "KvK"})
	m, err2 := notebook.Men(ctx, notebook.MenSpec{Men: 2})
	mp, err3 := notebook.MenPositions(ctx, notebook.MenPositionsSpec{Men: 2})
	if err := errors.Join(err1, err2, err3); err != nil {
		t.Fatal(err)
	}
	for _, r := range []interface {
		String() string
		Markdown() string
		HTML() string
	}{p, m, mp} {
		if !strings.Contains(r.String(), "462") || !strings.Contains(r.Markdown(), "462 |") || !strings.Contains(r.HTML(), "<table>") {
			t.Errorf("%T does not show itself:\n%s\n%s\n%s", r, r, r.Markdown(), r.HTML())
		}
	}
	if m.Classes().Int64() != 462 || mp.Total.Classes.Total.Int64() != 462 {
		t.Error("2 men: not 462 classes")
	}
	var (
		noMen    *notebook.MenResult
		noMenPos *notebook.MenPositionsResult
	)
	for _, s := range []string{(&notebook.PositionsResult{}).String(), noMen.Markdown(), noMenPos.HTML()} {
		if !strings.Contains(s, "an empty") {
			t.Errorf("an empty result shows %q", s)
		}
	}
}

// The recipe of docs/notebook.md: a module of one's own, outside the
// clone, requires count and replaces it with the clone, and builds a
// program that imports count/notebook. It needs no network: count's own
// requirements come from the module cache the clone already uses, and
// their checksums from the clone's go.sum, copied first.
func TestOutsideModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module with the go command")
	}
	clone, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	main := "package main\n\nimport (\n\t\"context\"\n\t\"fmt\"\n\n\t\"count/notebook\"\n)\n\nfunc main() {\n\tr, err := notebook.Count(context.Background(), notebook.Spec{Material: \"KK\"})\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tfmt.Println(r.Classes)\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(main), 0o644); err != nil {
		t.Fatal(err)
	}
	sums, err := os.ReadFile(filepath.Join(clone, "go.sum"))
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, "go.sum"), sums, 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	for _, args := range [][]string{
		{"mod", "init", "mynotes"},
		{"mod", "edit", "-require", "count@v0.0.0", "-replace", "count=" + clone},
		{"mod", "tidy"},
		{"run", "."},
	} {
		cmd := exec.Command(goCmd, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		if args[0] == "run" && strings.TrimSpace(string(out)) != "462" {
			t.Errorf("go run: %q, want 462", out)
		}
	}
}
