// Package tables renders the counts of the other packages for people and
// for scripts, as text, Markdown, CSV or JSON (Format):
//
//   - Burnside's sum, one row per symmetry as in the KTH thesis, then Σ,
//     |G| and the classes (Terms, Summary, Rows), and a row per material
//     (Men);
//   - whole positions, per material and by number of men (Census,
//     CensusMenTables), and every material at once (AllChess);
//   - what tablebase index schemes spend against the classes (Schemes,
//     SchemesByMen), the thesis's ledger (Ledger), Cayley tables and
//     explanations (CayleyTable, Explain);
//   - pictures of orbits, elements, positions and regions of the board as
//     SVG (OrbitSVG, ElementSVG, PositionSVG, RegionSVG).
//
// JSON is the contract for scripts and notebooks (docs/json.md names every
// key); counts are exact JSON integers of any size.
package tables
