"""English hostile probes of issue 15's third round, written after the fixes of its English rows
(`hostile_probes_3_en.jsonl`): a count "of" something that is no container of it ("4 photos of 6 dogs",
"3 chapters of 5 novels", "3 boxes of 4 flavors"), the speaker's share asked of a total shared among others
("… among 6 children. How much does each of us get?"), and one level told at two moments ("the tank held 20
liters in the morning and 45 in the evening"), each beside twins that must still compute (3 bags of 12 apples,
"among the 6 of us", miles run on two days). Rows as in `hostile_probes_3.jsonl`: `no-value` must go slow;
`value` golds are computed by hand, and the twins are asserted fast too, so a fix that sends everything slow
fails here.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .reading import value_of

PROBES = [json.loads(line) for line in
          (Path(__file__).parent / "hostile_probes_3_en.jsonl").read_text(encoding="utf-8").splitlines()
          if line.strip()]


@pytest.mark.parametrize("probe", PROBES, ids=[p["text"][:60] for p in PROBES])
def test_an_english_probe_gets_no_wrong_fast_value(probe: dict) -> None:
    value = value_of(probe["text"])
    if probe["expect"] == "no-value":
        assert value is None, f"{probe['text']!r}: {value}"
    else:
        assert value == probe["gold"], f"{probe['text']!r}: {value}, expected {probe['gold']}"
