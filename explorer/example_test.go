package explorer_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"time"

	"github.com/chesscount/count/explorer"
)

// The explorer's API answers the page's questions; here, KRvK's count
// under the board's eight symmetries, as count KRK --table prints it.
func ExampleHandler() {
	srv := httptest.NewServer(explorer.Handler(explorer.Options{Timeout: 30 * time.Second}))
	defer srv.Close()
	resp, err := http.Get(srv.URL + "/api/count?material=KRK")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer resp.Body.Close()
	var count struct {
		Sum, Classes string
		Order        int
		Terms        []struct{ Name, Fixed string }
	}
	if err := json.NewDecoder(resp.Body).Decode(&count); err != nil {
		fmt.Println(err)
		return
	}
	for _, t := range count.Terms {
		fmt.Println(t.Name, t.Fixed)
	}
	fmt.Printf("%s / %d = %s classes\n", count.Sum, count.Order, count.Classes)
	// Output:
	// identity 223944
	// rotate-left 0
	// rotate-180 0
	// rotate-right 0
	// flip-files 0
	// flip-diagonal 252
	// flip-ranks 0
	// flip-antidiagonal 252
	// 224448 / 8 = 28056 classes
}
