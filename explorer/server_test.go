package explorer

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"
	"time"
)

// A page that asks while every slot is taken waits, within its time
// limit, and is then told the server is busy.
func TestBusy(t *testing.T) {
	o := Options{Timeout: 20 * time.Millisecond, slots: make(chan struct{}, 1)}
	o.slots <- struct{}{} // another page's count
	rec := httptest.NewRecorder()
	o.api(countAPI).ServeHTTP(rec, httptest.NewRequest("GET", "/api/count?material=KK", nil))
	want := `{"error":"the server is busy with other pages' counts, and --timeout 20ms passed waiting; try again in a moment"}` + "\n"
	if rec.Code != http.StatusServiceUnavailable || rec.Body.String() != want {
		t.Errorf("busy: %d %s", rec.Code, rec.Body)
	}
	<-o.slots
	rec = httptest.NewRecorder()
	o.api(countAPI).ServeHTTP(rec, httptest.NewRequest("GET", "/api/count?material=KK", nil))
	if rec.Code != http.StatusOK {
		t.Errorf("a slot free: %d %s", rec.Code, rec.Body)
	}
}

// A count stopped with the server (its request's context ended) is told
// so in the tool's words, not Go's.
func TestStoppedWithTheServer(t *testing.T) {
	o := Options{Timeout: time.Minute, slots: make(chan struct{}, 1)}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rec := httptest.NewRecorder()
	o.api(allAPI).ServeHTTP(rec, httptest.NewRequest("GET", "/api/all?men=32", nil).WithContext(ctx))
	want := `{"error":"the count was stopped: count serve is stopping; start it again"}` + "\n"
	if rec.Code != http.StatusServiceUnavailable || rec.Body.String() != want {
		t.Errorf("stopped: %d %s", rec.Code, rec.Body)
	}
}

// The recorded bounds are answered at once, by the route the page asks,
// even while counts keep every slot busy, so that the census page shows
// them whatever its live count does.
func TestBoundsWhileBusy(t *testing.T) {
	o := Options{Timeout: 20 * time.Millisecond, slots: make(chan struct{}, 1)}
	o.slots <- struct{}{} // another page's count
	rec := httptest.NewRecorder()
	o.routes().ServeHTTP(rec, httptest.NewRequest("GET", "/api/bounds", nil))
	var got struct{ Bounds []bound }
	if err := json.Unmarshal(rec.Body.Bytes(), &got); rec.Code != http.StatusOK || err != nil || !reflect.DeepEqual(got.Bounds, bounds) {
		t.Errorf("bounds while busy: %d %s", rec.Code, rec.Body)
	}
	rec = httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/api/bounds", nil)
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	o.routes().ServeHTTP(rec, req)
	if rec.Code != http.StatusForbidden {
		t.Errorf("bounds for another site's page: %d", rec.Code)
	}
}
