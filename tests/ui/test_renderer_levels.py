"""The Quality setting's rules (dicebar.ui.renderer): the level Auto picks for what Qt Quick draws with, the
override for tests and benchmarks, and when frames are too slow for the level."""

from __future__ import annotations

import pytest

from dicebar.ui import renderer
from dicebar.ui.renderer import HIGH, LOW, MEDIUM, Adapter, auto_level, forced_level, percentile_95, too_slow

# (api, adapter name as the driver reports it, device kind as QRhi reports it) -> the level Auto starts from
ADAPTERS = [
    # software rasterisers: Low, whatever the API
    ("opengl", "Mesa/X.org llvmpipe (LLVM 15.0.6, 256 bits) 4.5 (Compatibility Profile) Mesa 22.3.6", "unknown", LOW),
    ("opengl", "Mesa softpipe 3.3 (Core Profile) Mesa 23.0.4", "unknown", LOW),
    ("opengl", "Software Rasterizer 2.1 Mesa 7.0", "unknown", LOW),
    ("opengl", "Mesa swrast 3.1", "unknown", LOW),
    ("opengl", "GDI Generic 1.1.0", "unknown", LOW),
    ("vulkan", "llvmpipe (LLVM 15.0.6, 256 bits)", "cpu", LOW),
    ("vulkan", "SwiftShader Device (Subzero)", "cpu", LOW),
    ("vulkan", "SwiftShader Device (LLVM 10.0.0)", "unknown", LOW),
    ("direct3d11", "Microsoft Basic Render Driver", "cpu", LOW),
    ("direct3d11", "Microsoft Basic Render Driver", "unknown", LOW),
    ("direct3d12", "Microsoft Basic Render Driver", "cpu", LOW),
    ("direct3d11", "Some future software adapter", "cpu", LOW),
    # no QRhi: Qt Quick 3D cannot draw at all
    ("software", "", "unknown", LOW),
    ("openvg", "", "unknown", LOW),
    ("null", "", "unknown", LOW),
    ("unknown", "NVIDIA GeForce RTX 4070", "discrete", LOW),
    # a card of its own: High
    ("direct3d11", "NVIDIA GeForce RTX 3060", "discrete", HIGH),
    ("direct3d11", "AMD Radeon RX 6600", "discrete", HIGH),
    ("direct3d12", "Intel(R) Arc(TM) A770 Graphics", "discrete", HIGH),
    ("vulkan", "NVIDIA GeForce GTX 1650", "discrete", HIGH),
    ("opengl", "NVIDIA GeForce GTX 1080/PCIe/SSE2 4.6.0 NVIDIA 535.183.01", "unknown", HIGH),
    ("opengl", "AMD Radeon RX 580 Series (radeonsi, polaris10, LLVM 15.0.6) 4.6 Mesa 22.3.6", "unknown", HIGH),
    ("opengl", "Quadro P2000/PCIe/SSE2 4.6.0", "unknown", HIGH),
    # Metal: Apple's GPUs (and a Mac's cards) draw the high level well
    ("metal", "Apple M1", "integrated", HIGH),
    ("metal", "AMD Radeon Pro 5500M", "discrete", HIGH),
    # integrated, virtual, or an OpenGL driver that says nothing more: Medium
    ("direct3d11", "Intel(R) UHD Graphics 620", "integrated", MEDIUM),
    ("direct3d11", "AMD Radeon(TM) Graphics", "integrated", MEDIUM),
    ("vulkan", "Intel(R) Xe Graphics (TGL GT2)", "integrated", MEDIUM),
    ("vulkan", "V3D 4.2", "integrated", MEDIUM),
    ("opengl", "Mesa Intel(R) UHD Graphics 620 (KBL GT2) 4.6 (Core Profile) Mesa 23.2.1", "unknown", MEDIUM),
    ("opengl", "V3D 4.2 3.1 Mesa 22.3.6", "unknown", MEDIUM),
    ("opengl", "Mali-G52 (Panfrost) 3.1 Mesa 23.0", "unknown", MEDIUM),
    ("opengl", "virgl 4.3 (Core Profile) Mesa 22.3.6", "unknown", MEDIUM),
    ("direct3d11", "Parallels Display Adapter (WDDM)", "virtual", MEDIUM),
]


@pytest.mark.parametrize(("api", "name", "kind", "level"), ADAPTERS)
def test_auto_picks_a_level_for_what_qt_quick_draws_with(api: str, name: str, kind: str, level: str) -> None:
    assert auto_level(Adapter(api, name, kind)) == level


def test_auto_picks_low_while_the_renderer_is_not_known() -> None:
    assert auto_level(None) == LOW


@pytest.mark.parametrize(
    ("value", "level"),
    [
        ("low", LOW),
        ("medium", MEDIUM),
        ("high", HIGH),
        ("HIGH", HIGH),
        (" medium ", MEDIUM),
        ("software", LOW),  # the former names
        ("gpu", HIGH),
        ("", None),
        ("auto", None),
        ("ultra", None),
    ],
)
def test_dicebar_quality_forces_a_level(value: str, level: str | None) -> None:
    assert forced_level({renderer.FORCE_ENV: value}) == level


def test_nothing_forced_without_the_variable() -> None:
    assert forced_level({}) is None


def test_a_level_steps_down_to_low_and_stays() -> None:
    assert [renderer.lower(level) for level in (HIGH, MEDIUM, LOW)] == [MEDIUM, LOW, LOW]
    assert renderer.lowest(HIGH, MEDIUM) == MEDIUM
    assert renderer.lowest(LOW, HIGH) == LOW


def test_the_95th_percentile_is_a_frame_time_seen() -> None:
    times = [16.0] * 95 + [40.0] * 5
    assert percentile_95(times) == 16.0
    assert percentile_95([*times, 40.0]) == 40.0
    assert percentile_95([]) == 0.0


def test_frames_too_slow_when_their_95th_percentile_is_over_the_limit() -> None:
    enough = renderer.ENOUGH_FRAMES
    assert not too_slow([16.7] * enough)  # a GPU keeping 60 Hz
    assert not too_slow([16.7] * (enough - 3) + [120.0] * 1)  # a hitch or two is not slowness
    assert too_slow([33.3] * enough)  # every other vertical blank missed
    assert too_slow([16.7] * (enough // 2) + [25.0] * (enough // 2))
    assert not too_slow([renderer.STEP_DOWN_MS] * enough)  # at the limit: kept
    assert not too_slow([50.0] * (enough - 1))  # too few frames to tell


def test_the_settings_offer_auto_and_every_level() -> None:
    assert list(renderer.CHOICES) == ["auto", LOW, MEDIUM, HIGH]
    assert [str(text) for text in renderer.CHOICES.values()] == ["Auto", "Low", "Medium", "High"]
