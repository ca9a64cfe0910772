package main

import (
	"context"
	"testing"
)

// BenchmarkSuite times the suite of count --bench, one sub-benchmark each.
func BenchmarkSuite(b *testing.B) {
	for i, c := range suite {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := suiteCount(context.Background(), i); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
