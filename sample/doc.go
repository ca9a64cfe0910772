// Package sample draws configurations at random from exactly the sets the
// counts count: after "how many?", "show me one".
//
// A Sampler puts a material's men on distinct squares, every square
// alike, and keeps the draw only if the count's rules allow it
// (placement.Spec.Allows, the rule the counters are tested against). Each
// configuration of the larger set, men on distinct squares, is drawn with
// the same probability, so each one the rules allow is kept with the same
// probability too: the draws kept are uniform over the counted set. This
// is exact, not an approximation; what it costs is the draws thrown away,
// which Sampler.Acceptance reports.
//
// With a symmetry group, a Sampler draws classes instead, every class
// equally likely: it keeps a configuration x, already drawn uniformly,
// with probability |Stab(x)|/|G|. A class of |G|/|Stab(x)| configurations
// is then kept with probability (|G|/|Stab(x)|)·(|Stab(x)|/|G|) = 1 in
// units of one configuration's, the same for every class.
package sample
