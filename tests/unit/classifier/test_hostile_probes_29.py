"""Hostile probes, twenty-ninth round in both languages (`hostile_probes_29.jsonl`, issue 15), aimed at the readers
merged in session 23: English two steps (sorts in groups, shares of a rest), goals' rests over a rate, debts paid down,
larger packings, state parts, "then"/"that" for "than", recipes doubled, fair shares and deposits; Chinese 相遇/追及,
比例尺, 浓度, 盈亏, 分数的余下, 比…多p% and spoken money (两块八毛五, 俩/仨, a space as a comma). What went fast and wrong,
and was fixed by rule: a debt grown after it was told ("then charged 300 more", "ordered 2 more drinks") or a payment
typed with a space inside ("paid 1 20"), a payment on another debt ("on my other card", 给另一张卡还款) or one undone
("with a card that was declined", 还款失败) read as paid down (debts.py); things taken or got by another doer ("his sister
gave 7 boxes away", "her friend bought 30 more robots", "the club received another 12 shells") read as the holder's
own (two_steps_en.py); percentage points told as an amount ("比梨多25个百分点") read as a count (number_guards.py); a
deposit undone ("just bounced", "was declined") added to the balance (signed_changes.py); a balance asked before its
change ("原来的余额", "前天的余额") answered with the one after (money_flows.py, signed_changes.py).

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; written and committed in batches before the reader ran on them, then twins (`why`
"twin added after the run").
"""

from __future__ import annotations

from .reading import probe_round_tests
from .test_hostile_probes_28 import EARLIER as BEFORE_ROUND_28

EARLIER = (*BEFORE_ROUND_28, "hostile_probes_28.jsonl")

# the round's fixture and tests (reading.probe_round_tests), bound here for pytest to collect
outcomes, test_rows_new_in_both_languages, test_no_wrong_fast_value = probe_round_tests("hostile_probes_29.jsonl", EARLIER)
