"""The soak's growth figure (tests/bench/bench_soak.py): medians over a window after the warm-up and at the end, so
one sample caught on a spike cannot make a leak out of nothing or hide one."""

from __future__ import annotations

from tests.bench.bench_soak import median_growth


def samples(values: list[float], every_s: int = 10) -> list[dict[str, float]]:
    return [{"t_s": i * every_s, "rss_mb": value} for i, value in enumerate(values)]


def test_a_spike_in_the_last_sample_is_not_growth() -> None:
    flat = samples([400.0] * 60 + [470.0])  # ten minutes flat, the last sample on a spike
    growth = median_growth(flat, warmup_s=0, window_s=120)
    assert growth == {"first_median_mb": 400.0, "last_median_mb": 400.0, "growth_mb": 0.0}


def test_memory_that_stays_higher_is_growth() -> None:
    stepped = samples([400.0] * 30 + [430.0] * 31)
    growth = median_growth(stepped, warmup_s=0, window_s=120)
    assert growth is not None and growth["growth_mb"] == 30.0


def test_the_warm_up_is_left_out() -> None:
    warming = samples([300.0] * 12 + [400.0] * 49)  # the first two minutes still loading
    growth = median_growth(warming, warmup_s=120, window_s=120)
    assert growth is not None and growth["first_median_mb"] == 400.0 and growth["growth_mb"] == 0.0


def test_a_run_too_short_for_two_windows_has_no_figure() -> None:
    assert median_growth(samples([400.0] * 20), warmup_s=60, window_s=120) is None
