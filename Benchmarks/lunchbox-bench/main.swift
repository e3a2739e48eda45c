// Benchmarks are added by the features they measure.
print("lunchbox-bench: no benchmarks yet")
