package allchess

// The rules of K. Kryukov's 3x4 and 4x4 chess, which have no starting
// position: any men beside the kings (AnyMen), and pawns on their own
// first rank too (pieces.MinichessPawnRanks), without castling or en
// passant.

// maxSideMen bounds the men of a side beside its king: the fills count
// the ways to give each of a side's men one of five kinds in a word, and
// 5^27 is the largest power of five below 2^64.
const maxSideMen = 27

// AnyMen is the army rule of any n men beside the king, of any kinds, as
// K. Kryukov counts 3x4 and 4x4 chess: an Army that starts with no pieces,
// so that each piece is a promotion and the pawns and promotions together,
// the men, are at most n.
func AnyMen(n int) Army { return Army{Pawns: n} }
