"""Hostile probes, thirtieth round in both languages (`hostile_probes_30.jsonl`, issue 15), aimed again at the readers
merged in session 23 (debts, moved places, two steps, goals' rests, larger packings, state parts, settings, then/that
for than; 相遇/追及, 比例尺, 浓度, 盈亏, 分数的余下, 比…多p%, spoken money, ordinal items, kin against age) and the older readers
they touch, in seven batches (78, 85, 73, 85, 40, 40, 9 rows as written; two later dropped) each committed before the
reader ran on it.

What went fast and wrong, and was fixed by rule (24: 21 in the batches, 3 in their twins):
- debts.py (10): a payment to someone the debt does not name ("I owe Ben $50. I paid Cal $20", "I paid my sister $80",
  "I paid the bank $20", 给老公的卡还了500元, 又给他还了300元); a payment with the card ("paid $300 with the same card");
  the card spent on again in the payment's own sentence ("… but I spent another $100"); a payment only due in Chinese
  (应还款; 打算, 最低, 明天, 准备 … added with it); a debt told as over ("I used to owe $500"); an amount after a payment
  read as paid with no verb of its own ("I paid $200, then took a $50 cash advance on it": each payment is now read
  by its own words, from the amount before it on).
- moved_places_en.py (3): a move to a place said with "a" or "their" ("to a classroom"); a place that gets the things
  itself ("The gym got 15 more chairs"); where a change puts them ("at the back of the stage"; read only in a sentence
  of a change: "Deborah has 11 oranges in a bag" is a holder's own, and "to his neighbor" a person, no place).
- state_parts_en.py (2): a part of another sort ("29 other seashells were cracked") or told as someone's ("29 of them
  were Tom's") was set aside as one of the finds.
- guards.py (1): "gave 5 more apples then Lucy … How many apples did Lucy get": roles read "then" as "than", the
  guards (a comparison asked in another tense) checked the raw tokens; they now check them with than spelled.
- map_scales_zh.py (2): a distance asked of other places than told (量得甲乙两地 … 乙丙两地实际距离, 学校到家 … 学校到公园).
- fraction_rests_zh.py (2): a fraction of another whole (这套书的3/8, 这部分的3/8) read as the book's.
- meetings_zh.py (1): a chase from two starting places (分别从家和学校出发) read as one start.
- ages_zh.py (1): kin against age with the kin unsaid in the comparison (爸爸今年40岁，比我小28岁), and the other way
  round (我比哥哥大3岁) — now vetoed.
- prices (asked_guards.counts_another_thing_zh, 1): 一斤苹果两块五，买了2斤梨 priced the pears as apples.
- bill_guards.py (1): money come back told in the story (又找回了两元) taken out like a purchase.
Rows whose expectation was corrected after the run, each saying why: "found that 4 were cracked" (finding out), Roden
and "she" (the one person named), "paid Ben $20 and then $10 more", "chairs brought from another hall", "6 more
apples that Ben … did Ben get", "got $5 back", "a $50 statement credit" (now slow), "cookies for 3 friends". Two rows
that earlier rounds already held were dropped. Batch 6 and 7 found nothing wrong.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`; twins added after a run say so in `why`. The blind half is
`hostile_30_blind.jsonl` (test_hostile_30_blind.py).
"""

from __future__ import annotations

from .reading import probe_round_tests
from .test_hostile_probes_29 import EARLIER as BEFORE_ROUND_29

EARLIER = (*BEFORE_ROUND_29, "hostile_probes_29.jsonl")

# the round's fixture and tests (reading.probe_round_tests), bound here for pytest to collect
outcomes, test_rows_new_in_both_languages, test_no_wrong_fast_value = probe_round_tests("hostile_probes_30.jsonl", EARLIER)
