"""Hostile probes, twenty-eighth round in both languages (`hostile_probes_28.jsonl`, issue 15), aimed at the newest
readers and at readings composed of them: English chains of one holder's changes (a gift given back, another holder's
change, dozens and pairs and cents inside a chain, "then … doubled", the middle of a chain, a plan that did not
happen, a correction, an injection, a homophone), group totals, sharers, comparisons and lead-ins; Chinese 归一 whose
rate changes, 归总, 工程 where one worker leaves, 按比分配 of other things, 鸡兔 with a third animal or one kind's feet,
植树 on a square, 和差 of three numbers, and number forms (三分之一, 1又1/2, 1.5万, 一打). What went fast and wrong, and
was fixed by rule: a step after a story's change ("lost 3, then doubled": 8-3*2), a step a value reader left unread
("then squared it", 再开平方), money got without its amount ("then got a refund"), another thing's price moving ("pens
went down 10%", 面包的价格涨了), a thing set apart from a discount (除外套外), a one-character thing asked (碗), a bill
split or paid in part by a coupon, free, reimbursed or by a company, money paid from another purse ("$200 in cash …
by card") and an amount doubted after it ("…, I think").

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; written and committed in batches before the reader ran on them, then twins (`why`
"twin added after the run").
"""

from __future__ import annotations

from .reading import probe_round_tests
from .test_hostile_probes_25 import EARLIER as BEFORE_ROUND_25

EARLIER = (*BEFORE_ROUND_25, "hostile_probes_25.jsonl", "hostile_probes_26.jsonl", "hostile_probes_27.jsonl")

# the round's fixture and tests (reading.probe_round_tests), bound here for pytest to collect
outcomes, test_rows_new_in_both_languages, test_no_wrong_fast_value = probe_round_tests("hostile_probes_28.jsonl", EARLIER)
