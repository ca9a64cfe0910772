package notebook_test

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chesscount/count/notebook"
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
	all := func(s notebook.AllSpec) error { _, err := notebook.All(ctx, s); return err }
	for i, c := range []struct{ err, kind error }{
		{pos(notebook.PositionsSpec{}), notebook.ErrMaterial},
		{pos(notebook.PositionsSpec{Material: "8Q"}), notebook.ErrMaterial},
		{pos(notebook.PositionsSpec{Material: "KQ"}), notebook.ErrMaterial},
		{pos(notebook.PositionsSpec{Material: "KRvK", Board: "21x8"}), notebook.ErrBoard},
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
		{all(notebook.AllSpec{MaxMen: 33}), notebook.ErrMen},
		{all(notebook.AllSpec{MaxMen: 1}), notebook.ErrMen},
		{all(notebook.AllSpec{MinMen: 5, MaxMen: 4}), notebook.ErrMen},
		{all(notebook.AllSpec{MinMen: -1}), notebook.ErrMen},
		{all(notebook.AllSpec{Refine: "bishops,files"}), notebook.ErrRefinement},
		{all(notebook.AllSpec{EP: "fide", MaxMen: 4, Refine: "bishops"}), notebook.ErrEnPassant},
		{all(notebook.AllSpec{EP: "fide"}), notebook.ErrEnPassant},
		{all(notebook.AllSpec{Castling: "fischer"}), notebook.ErrCastling},
		{all(notebook.AllSpec{Refine: "pawns"}), notebook.ErrRefinement},
	} {
		checkKind(t, i, c.err, c.kind)
	}
}

// Men refuses a group that turns pawns before it counts any material,
// not at the first material with pawns, and in the words Count uses.
func TestMenGroupBeforeCount(t *testing.T) {
	ctx := context.Background()
	_, err := notebook.Men(ctx, notebook.MenSpec{Men: 4, Group: "rotations"})
	_, want := notebook.Count(ctx, notebook.Spec{Material: "KPK", Group: "rotations"})
	if err == nil || want == nil || err.Error() != want.Error() {
		t.Errorf("4 men under rotations: %v, want %v", err, want)
	}
	checkKind(t, "4 men under rotations", err, notebook.ErrGroup)
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

// The recipes of README.md and docs/notebook.md, each tried from an
// empty directory outside the clone: install the command with
// go install, and build a program that imports the notebook package
// through a replace directive or through a go.work file.
//
// This test needs the Go module proxy, as the recipes do on a new
// machine. Building the clone fills the module cache with the modules it
// compiles, but a module outside the clone also needs the go.mod files
// of the rest of count's module graph: the requirements of count's
// requirements (golang.org/x/sys@v0.6.0, which go-isatty names) and the
// modules only other systems build (cobra's mousetrap, for Windows). The
// recipes' own go mod tidy and go run fetch them, through the
// environment's GOPROXY, as they would for a user; a step that fails
// says whether the proxy was the cause.
func TestOutsideModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds modules with the go command")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	clone, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	const module = "github.com/chesscount/count"
	for _, recipe := range []struct {
		name  string
		steps [][]string // go subcommands; the last one's output is checked
		env   []string
	}{
		{"replace", [][]string{
			{"mod", "init", "mynotes"},
			{"mod", "edit", "-require", module + "@v0.0.0", "-replace", module + "=" + clone},
			{"mod", "tidy"},
			{"run", "."},
		}, []string{"GOWORK=off", "GOFLAGS=-mod=mod"}},
		{"go.work", [][]string{
			{"mod", "init", "mynotes"},
			{"work", "init", ".", clone},
			{"run", "."},
		}, nil},
		{"install", [][]string{
			{"-C", clone, "install", "./cmd/count"},
			{"!count", "KK"},
		}, []string{"GOWORK=off"}},
	} {
		t.Run(recipe.name, func(t *testing.T) {
			dir := t.TempDir()
			writeOutsideProgram(t, dir, clone)
			env := append(os.Environ(), "GOBIN="+dir)
			env = append(env, recipe.env...)
			var out []byte
			for _, args := range recipe.steps {
				cmd := exec.Command(goCmd, args...)
				if name, ok := strings.CutPrefix(args[0], "!"); ok {
					cmd = exec.Command(filepath.Join(dir, name), args[1:]...)
				}
				cmd.Dir, cmd.Env = dir, env
				if out, err = cmd.CombinedOutput(); err != nil {
					t.Fatalf("%s: %v%s\n%s", strings.Join(args, " "), err, proxyAdvice(out), out)
				}
			}
			// 462 classes of two kings: Forsslund's thesis, and the
			// listing in burnside's tests.
			if !strings.Contains(string(out), "462") {
				t.Errorf("%s: %q, want the 462 classes of KK", recipe.name, out)
			}
		})
	}
}

// proxyAdvice says, when the go command's output shows it could not reach
// the module proxy, that the recipes need it.
func proxyAdvice(out []byte) string {
	for _, sign := range []string{"GOPROXY", "dial tcp", "no such host", "i/o timeout", "connection refused"} {
		if bytes.Contains(out, []byte(sign)) {
			return " (the recipes need the Go module proxy the first time, to fetch the go.mod files of count's requirements; set GOPROXY to a proxy you can reach)"
		}
	}
	return ""
}

// writeOutsideProgram writes docs/notebook.md's main.go, counting KK, and
// the clone's go.sum into dir.
func writeOutsideProgram(t *testing.T, dir, clone string) {
	t.Helper()
	main := "package main\n\nimport (\n\t\"context\"\n\t\"fmt\"\n\n\t\"github.com/chesscount/count/notebook\"\n)\n\nfunc main() {\n\tr, err := notebook.Count(context.Background(), notebook.Spec{Material: \"KK\"})\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tfmt.Println(r.Classes)\n}\n"
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
}
