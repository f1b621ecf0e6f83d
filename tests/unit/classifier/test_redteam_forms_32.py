"""Red team of written forms, session 32 (issue 15, h/redteam_forms32): `redteam_forms_32.jsonl`, requests in hostile
written forms of numbers and text, both languages, committed in waves before the reader ran on them. Wave 1 (189
rows): other digit systems (Arabic-Indic, Devanagari, bold, circled), superscripts as powers or footnote marks, vulgar
fractions, Roman numerals, separators (European 1.234,56, Swiss 1'000, Indian 1,00,000, thin and plain spaces inside a
number, comma lists), signs (U+2212, en dash, ±, accounting brackets, doubled minus), zero-width and direction
controls, homoglyphs, keycap digits, mixed scripts, 万/千 said short and 大写, ranges, versions, IPs, hex, phones,
dates that look like subtraction, scientific notation, LaTeX and markdown, long and repeated operators, injections.
Waves 2 to 9 (358 rows): twins of each wave's wrong values, committed before each fix (`family` "w2 twins", "w4
twins", "w5 twins", "w8 twins"), repeating decimals, superscript exponents and units, a 5K race, European grouping,
operator characters, Arabic separators, bullets, exclamation marks after numbers, 廿/卅/仨, lakh, markdown lists, code,
ids that look like exponents, K as kelvin or thousands, long preambles, dates in other digits. 547 rows, 254 must go
slow, 252 Chinese. On main (2c515370, a `git archive` copy) 41 rows get a wrong fast value, 169 a right one; on this
branch none wrong, 182 right. Closed in perception (`dtlib.perception_forms`, recorded as ambiguities by perceive.py):
- one number in two digit systems ("What is 1٢ plus 5?" read 17, "٣4加1" 35; "１2" full-width beside ASCII is one
  system); text.fold now writes every decimal digit as ASCII by `unicodedata.digit`, so "٣٤ + 1" reads 35 as before;
- a doubled minus typed tight ("5 -- 3" read 8, "9--2" 11, "8减--2" 6, "8 –– 2", "--8 + 2"); "8 - -2" and
  "8 - (-2)" stay read;
- a raised dot between digits ("3·14乘2" read 84: 3 × 14 × 2; "1·5万"): a decimal point in British and old Chinese print;
- a euro amount grouped with a point ("I paid €1.234 and then €766" read 767.234, "€2.500 a month" 30 a year; not
  "€0.125");
- 负 with a sign on one number ("负-3加1" read -2);
- an exclamation mark after a number before more words ("I had 3! Then I got 2 more" read 8, 3! + 2);
- a capital K spaced after a number or any k beside a temperature ("300 K + 20" read 300020); "1.2k", "5K followers",
  "$300 K" stay thousands;
- "I ran a 5K and then 2 km more. How many km" read 5002: a number with k after an article that names a race or a
  screen is no number (perception.find_numbers by perception_forms.race_or_screen).
Rows relabelled after a run, each saying why: 1,2,3 summed; 2++3; 3千5, 1万2 and 3K乘2 said short; two price tables
whose total is 7 by any reading; 1e+400 minus itself; 6!?; 250 K to 300 K as a percentage. 28 rows were reworded
because an earlier round asked them as written.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo, a
list where two readings are both right; slow: null), `family`, `why`. The blind half is `redteam_forms_32_blind.jsonl`
(test_redteam_forms_32_blind.py).
"""

from __future__ import annotations

from .reading import probe_round_tests
from .test_hostile_probes_31_en import EARLIER as BEFORE_HOSTILE_31
from .test_redteam_en_31 import EARLIER as BEFORE_REDTEAM_EN_31
from .test_redteam_zh_31 import EARLIER as BEFORE_REDTEAM_ZH_31

EARLIER = tuple(dict.fromkeys((
    *BEFORE_HOSTILE_31, "hostile_probes_31_en.jsonl", "hostile_probes_31_zh.jsonl", "hostile_31_en_blind.jsonl",
    "hostile_31_zh_blind.jsonl", *BEFORE_REDTEAM_EN_31, "redteam_en_31.jsonl", "redteam_en_31_blind.jsonl",
    *BEFORE_REDTEAM_ZH_31, "redteam_zh_31.jsonl", "redteam_zh_31_blind.jsonl")))
(outcomes, test_the_rows_are_new_in_both_languages_and_enough_must_go_slow,
 test_a_written_form_gets_no_wrong_fast_value) = probe_round_tests("redteam_forms_32.jsonl", EARLIER, slow_share=0.4)
