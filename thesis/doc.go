// Package thesis checks Forsslund's KTH thesis (2004), "Symmetrireducering
// av slutspelsdatabas i schack", figure by figure: its Burnside terms for
// KK, KRK, KNNK, KRNK and KPK (sections 5.1–5.5 and 6), each recounted by
// the enumerators under the rule the thesis states for that term, its
// results rebuilt from those terms, and the exact class counts under one
// consistent rule set.
//
// It is a package of its own because the ledger is a claim-by-claim
// comparison with one source: the thesis's printed values are data here,
// and everything else is counted.
package thesis
