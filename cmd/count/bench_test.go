package main

import (
	"context"
	"testing"
)

// BenchmarkSuite times the suite of count --bench, one sub-benchmark each.
func BenchmarkSuite(b *testing.B) {
	for _, c := range suite {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, _, err := suiteCount(context.Background(), c, false); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
