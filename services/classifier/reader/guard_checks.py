"""The checks every reading passes (`CHECKS`), by name, with what each one needs present to run, and those that
read the request alone (`OF_THE_REQUEST`); guards.py runs them (`accepted`). The checks of other modules:
- an amount said to be approximate ("about $50", 大概2000, 2000元左右; hedges.py);
- a count of people beside the one speaking ("between me and 3 friends", "with 2 friends"; speaker_counts.py): the
  people are one more than the count;
- a question for another period than the amounts are given for ("$3,000 a month … in a year?"),
  where the reading does not convert periods (periods_asked.py);
- what is left asked, where the reading leaves less than nothing ("had $50 and spent $60"), or of one person where
  another spent ("She had $30 and I spent $12"; nothing_left.py);
- an amount said again without its number ("and the same on Wednesday", 同样多; restated_amounts.py);
- money asked the other way from the way the story tells it (earns … how much does she spend;
  money_directions.py);
- a he/she/他/她 that picks no one or more than one of the people named ("Ann reads … does he read"; pronouns.py);
- a machine's or a vehicle's rate against a doing done without it ("car gets 30 miles per gallon … he biked";
  machine_doings.py);
- a question asked by the opposite of the story's one doing ("sold 6 packs … how many did she buy"), or by the
  doing at another time than told ("will buy 6 packs … how many did she buy"), what was earned of things sold at
  no price, things each one used up asked as there ("each child ate 4 apples … how many are there"), a pause's
  time beside a rate ("rested 6 hours", 休息了8小时), a way of moving asked that the story does not tell ("walk 5 km an
  hour … how far do I run"; opposite_doings.py).
- a room multiplied into contents the request never says are there ("each bus holds 45 … how many are going",
  能装; capacities.py);
- a quantity stated in words that the reading did not consume ("a third on groceries", 一半, 两倍; word_quantities.py).
"""

from __future__ import annotations

from collections.abc import Callable

from dtlib.envelope import Task

from ..slots import Slots
from .installments import INSTALMENTS, instalments_unread
from .everyday_forms_en import thing_asked_of_money
from .tree_planting_zh import without_end_rule
from .bill_people import a_person, actors, anothers_money_spent, asked_of_another, named_person, recipient_asked_zh
from .vocab_en import PEOPLE_NOUNS_EN
from .tokens import Tok, last_clause_start
from .untold_growth import GROWN_UNTOLD, grown_at_an_untold_rate
from .triggers import triggered_by
from .turns_en import TURN_WORDS, turn_without_an_amount
from .mismatches import mismatched, mismatched_zh
from .two_readings import (COMPARED, EXACT, LABELS_EN, MEALS_EN, PRICE_OR_RATE, SIDES, THAN, THAN_ANY,
                           condition_on_no_amount, dollars_of_two_countries, exact_of_rough, further_change_asked,
                           growth_of_other_periods, label_number_used, in_a_place_unnamed, other_meal_asked,
                           people_around_one, percentages_compared, profit_asked_of_a_price, share_before_than, spent_some,
                           tense_shifted_comparison, wanted_change_asked_left_zh, why_asked_zh)
from .word_quantities import EN_WORDS, unread_quantity_word
from .ages_en import age_told_in_another_tense
from .ages_zh import kin_said_against_age_zh
from .moved_places_en import moved_to_another_place
from .fullness_en import capacity_said_plainly
from .hedges import NEEDED_MARKS, NEEDED_WORDS_EN as HEDGE_WORDS_EN, hedged_amount, shares_said_unequal
from .money_directions import (NEEDED_TEXT, NEEDED_WORDS, money_asked_the_other_way, out_after_a_withdrawal,
                               paid_asked_of_a_payer, spent_of_a_buying_not_done)
from .machine_doings import MACHINES_EN, doing_without_the_machine
from .capacities import ROOM_WORDS_EN, room_read_as_contents
from .days_off_en import DAYS_OFF_WORDS, days_off
from .date_spans_en import SPAN_MARKS, SPAN_WORDS, days_of_a_span
from .time_zones_en import CLOCK_READERS, ZONE_WORDS, clocks_of_zones
from .capable_doings_en import CAPABLE_WORDS, capable_asked_as_done
from .money_tokens_en import TOKEN_WORDS, tokens_of_no_worth
from .interruptions_en import (CHANGE_WORDS, INTERRUPTION_WORDS, changed_without_an_amount,
                              interrupted_without_a_number)
from .offers_untold_zh import OFFER_WORDS_ZH, offer_amount_untold
from .asked_units_zh import TRIGGER_UNITS_ZH, unit_asked_untold
from .old_prices_zh import OLD_WORDS_ZH, old_price_only
from .asked_containers_zh import container_asked_untold
from .rate_doers_en import hours_of_another_rate
from .per_time_en import total_over_untold_times
from .untold_extras_en import NEEDED_WORDS as UNTOLD_EXTRA_WORDS, untold_extra
from .told_factors_en import NEEDED_WORDS as FACTOR_WORDS, factor_told
from .price_places_en import NEEDED_WORDS as PLACE_WORDS, PRICED_OR_TOTALLING, bought_elsewhere
from .each_of_several_en import item_beside_a_count_each
from .story_senses_en import SENSE_WORDS, read_in_another_sense
from .told_apart_zh import told_apart_zh
from .others_told_zh import others_told_zh
from .held_money_zh import held_money_spent_by_another
from .hedged_magnitudes_zh import nearly_a_round_amount
from .others_rates_zh import others_rates_zh
from .offer_terms_zh import OFFER_TERM_WORDS, offer_term_misread
from .sums_paid_zh import sum_adds_no_price
from .conversions_told_zh import conversion_told_wrong_zh
from .asked_untold_en import untold_thing_asked
from .opposite_doings import doing_asked_otherwise
from .periods_zh import two_things_of_two_periods_compared
from .pronouns import NEEDED_WORDS_EN, pronoun_unsettled
from .vocab_zh import me_asked_of_anothers_buying_zh, tenths_asked_zh, time_only_asked_zh
from .nothing_left import DEBT_WORDS, LEFT_ASKED, debt_told_as_an_amount, left_of_another, less_than_nothing_left
from .periods_asked import other_period_asked, recurring_read_once
from .added_unsaid import amount_added_unsaid
from .unsaid_parts_zh import (fee_named_unpriced_zh, more_than_amount_zh, some_amount_told_zh,
                              weighed_with_container_zh)
from .spending_unsaid_en import UNSAID_WORDS, spending_unsaid_en
from .pay_untold_en import MONEY_DOINGS, pay_asked_untold_en
from .occasions_zh import occasions_listed_zh
from .unsure_amounts_zh import amount_unsure_zh
from .unsure_amounts_en import NEEDED_WORDS as UNSURE_WORDS_EN, amount_said_unsure_en
from .fewer_unsaid_en import fewer_without_than
from .opposite_doings_en import NEEDED_WORDS as DOINGS_EN, opposite_doing_asked
from .guard_negations import NEGATION_EN, negated_or_halved, unsaid
from .restated_amounts import restated_amount
from .unequal_shares import shared_unequally
from .money_places_en import WITHDRAWN, one_place_told_and_asked, withdrawn_asked_of_the_holder
from .units import UNIT_SYMBOLS, unit_case_changed
from .speaker_counts import speaker_beside_a_count
from .buying_untold_zh import buying_untold_zh
from .change_guards import repeated_change
from .number_guards import (DASHES, ROUNDING, SCALES, SCALES_ASKED, bits_said, case_written_otherwise, claim_used,
                            count_in_words, counted_two_ways, dash_not_minus, letters_of_more, million_or_metre,
                            name_number_used, naming_number_zh, number_before_a_name_zh, points_told,
                            reckoning_without_an_amount_zh,
                            root_over_more, rounded_off_by_the_seller_zh, rounding_dropped, scale_asked, scale_left,
                            scale_letter_then_digit, uneven_count)
from .asked_guards import (NAMES_MONEY, PRICED_READERS, SUBUNITS, groups_shared_member_asked, money_asked_otherwise,
                           other_stuff_asked_zh, other_thing_asked_zh, second_question_by_ne_zh, share_of_right_operand,
                           two_questions, yes_no_asked_zh, YES_NO_OPS, another_whole_asked_zh)


# The checks every reading passes, by name (the name is what `refused_by` reports). Most look for a
# type or a word most readings do not hold: a check declares them as its trigger (`triggered_by`, triggers.py: token
# types, words of the tokens or the texts, text, any character outside ASCII), and where none is present it is not run
# (guards.py `_checks_for`); a check without a trigger always runs. Others test theirs first (`types`, `values`: gathered once).
Check = Callable[[Task, list[Tok], Slots, str, set[str], set[str]], bool]
# A check that finds nothing where the request and its tokens are all ASCII (each looks for a Chinese word or mark)
_chinese_only = triggered_by(non_ascii=True)


CHECKS: tuple[tuple[str, Check], ...] = (
    ("a negation or a half after a count", triggered_by(words=NEGATION_EN, text=("n't",), non_ascii=True)(
        lambda task, tokens, slots, reader, types, values: negated_or_halved(unsaid(tokens, reader)))),
    ("a share in tenths asked (zh)", _chinese_only(lambda task, tokens, slots, reader, types, values:
        not types.isdisjoint(("HOW_MANY", "ASK")) and tenths_asked_zh(tokens))),
    ("a person asked the story names only as one given to (zh)", _chinese_only(
        lambda task, tokens, slots, reader, types, values:
        reader != "read_surplus_shortage_zh" and recipient_asked_zh(tokens))),  # 盈亏 asks how many were given to
    ("a time asked the story never says (zh)", _chinese_only(lambda task, tokens, slots, reader, types, values:
        "COMMA" in types
        and time_only_asked_zh(tokens[last_clause_start(tokens):], tokens[:last_clause_start(tokens)]))),
    ("a number that names (zh)", _chinese_only(lambda task, tokens, slots, reader, types, values:
        "NUM" in types and naming_number_zh(tokens))),
    ("occasions counted, then told one by one (zh)", _chinese_only(lambda task, tokens, slots, reader, types, values:
        occasions_listed_zh(slots))),
    ("an amount said as one of two, or corrected (zh)", _chinese_only(
        lambda task, tokens, slots, reader, types, values: amount_unsure_zh(slots))),
    ("groups shared, a member asked (zh)", _chinese_only(lambda task, tokens, slots, reader, types, values:
        "SPLIT" in types and groups_shared_member_asked(tokens))),
    ("an answer claimed, read as an amount (zh)", _chinese_only(lambda task, tokens, slots, reader, types, values:
        claim_used(task, slots.original))),
    ("two periods' amounts of two things compared (zh)", _chinese_only(
        lambda task, tokens, slots, reader, types, values: "BI" in types and two_things_of_two_periods_compared(slots.text))),
    ("a dash that is no minus", lambda task, tokens, slots, reader, types, values:
        not values.isdisjoint(DASHES) and dash_not_minus(task, tokens, slots)),
    ("a scale word left", lambda task, tokens, slots, reader, types, values:
        reader not in ("read_clock_span_zh", "read_clock_add") and not values.isdisjoint(SCALES)
        and scale_left(tokens)),  # clocks: as written
    ("things counted shared unevenly", lambda task, tokens, slots, reader, types, values:
        uneven_count(task, tokens, slots)),
    ("a share said unequal (按工作量分给, unevenly, by room size)", triggered_by(types=["SPLIT"], non_ascii=True)(
        lambda task, tokens, slots, reader, types, values: shared_unequally(tokens))),
    ("money asked in another unit", lambda task, tokens, slots, reader, types, values:
        reader not in ("read_exchange", "read_coins")
        and not (types.isdisjoint(NAMES_MONEY) and values.isdisjoint(SUBUNITS))
        and money_asked_otherwise(tokens, slots,
                                  places_read=reader == "read_roles" or one_place_told_and_asked(tokens))),
    ("money taken out of a place, asked of its holder", triggered_by(words=WITHDRAWN)(
        lambda task, tokens, slots, reader, types, values:
        "NUM" in types and withdrawn_asked_of_the_holder(tokens, slots))),
    ("a share of the number after an operator", lambda task, tokens, slots, reader, types, values:
        "DE" in types and share_of_right_operand(tokens, slots)),
    ("a change said to repeat", lambda task, tokens, slots, reader, types, values:
        reader != "read_repeated_change" and "PCT" in types and repeated_change(tokens)),
    ("instalments not read", lambda task, tokens, slots, reader, types, values:
        not values.isdisjoint(INSTALMENTS) and instalments_unread(tokens, slots, reader)),
    ("a rounding the reading drops", lambda task, tokens, slots, reader, types, values:
        not types.isdisjoint(ROUNDING) and rounding_dropped(task, tokens)),
    ("bits beside bytes", lambda task, tokens, slots, reader, types, values: bits_said(slots.original)),
    ("percentage points told as an amount (多25个百分点)", lambda task, tokens, slots, reader, types, values:
        points_told(slots.original)),
    ("a way to reckon said without an amount (zh: 分开算, 另算)", _chinese_only(lambda task, tokens, slots, reader, types,
        values: "COMMA" in types and reader != "read_unit_rate_zh"  # 照这样计算 is the proportion it reads
        and reckoning_without_an_amount_zh(tokens))),
    ("an age told in one tense, asked in the other", lambda task, tokens, slots, reader, types, values:
        "old" in values and age_told_in_another_tense(tokens)),
    ("things moved to another place than the one asked (added 15 chairs to the stage … the hall)", lambda task, tokens,
        slots, reader, types, values: " the " in slots.original and moved_to_another_place(slots.original)),
    ("an age compared against its kin word (zh: 哥哥比他小3岁)", _chinese_only(lambda task, tokens, slots, reader, types,
        values: kin_said_against_age_zh(slots.original))),
    ("two questions in one request", lambda task, tokens, slots, reader, types, values:
        not (task.op == "weekday" and "days" not in task.args) and two_questions(slots.original)),  # "…, which day exactly"
    ("a yes/no question a value does not answer (zh: 原价300元打七折吗)", _chinese_only(lambda task, tokens, slots, reader,
        types, values: task.op not in YES_NO_OPS and yes_no_asked_zh(slots.original))),
    ("a second question with 呢 (zh: 女生多少人，男生呢)", _chinese_only(lambda task, tokens, slots, reader, types, values:
        second_question_by_ne_zh(slots.original))),
    ("a price rounded off by the seller (zh: 抹零)", _chinese_only(lambda task, tokens, slots, reader, types, values:
        rounded_off_by_the_seller_zh(slots.original))),
    ("a scale letter with a digit after it (1k2, 2w8)", lambda task, tokens, slots, reader, types, values:
        scale_letter_then_digit(slots.original)),
    ("a tight m or g in a bare sum (2.5m: metres or a million?)", lambda task, tokens, slots, reader, types, values:
        reader == "grammar" and "UNIT" in types and "WORD" not in types and million_or_metre(slots.original)),
    ("a unit symbol written in another case (3 Mm, 9 DM, 5 M)", triggered_by(words=UNIT_SYMBOLS)(
        lambda task, tokens, slots, reader, types, values: unit_case_changed(slots.original, values))),
    ("another thing asked (zh)", _chinese_only(lambda task, tokens, slots, reader, types, values:
        reader in PRICED_READERS and "COMMA" in types and other_thing_asked_zh(tokens))),
    ("all of a group the story does not tell asked (zh: 一个班 … 全年级)", _chinese_only(lambda task, tokens, slots, reader,
        types, values: another_whole_asked_zh(slots.original))),
    ("an amount asked of other stuff (zh)", _chinese_only(lambda task, tokens, slots, reader, types, values:
        "HOW_MANY" in types and other_stuff_asked_zh(tokens))),
    ("a number in a product's name", _chinese_only(lambda task, tokens, slots, reader, types, values:
        name_number_used(task, slots.original))),
    ("a number glued before a name (zh)", _chinese_only(lambda task, tokens, slots, reader, types, values:
        "MEI" in types and number_before_a_name_zh(task, tokens, slots))),
    ("a count written in characters", lambda task, tokens, slots, reader, types, values:
        "MEASURE" in types and count_in_words(without_end_rule(tokens) if reader == "read_tree_planting_zh" else tokens,
                                              reader)),  # 两头都种: the rule of the ends
    ("a root over more than one number", lambda task, tokens, slots, reader, types, values:
        "SQRT_PRE" in types and root_over_more(tokens)),
    ("万/亿 asked", lambda task, tokens, slots, reader, types, values:
        not values.isdisjoint(SCALES_ASKED) and scale_asked(tokens, reader)),
    ("mismatches.py", lambda task, tokens, slots, reader, types, values: mismatched(task, tokens, slots, reader)),
    ("mismatches.py", _chinese_only(lambda task, tokens, slots, reader, types, values:
        mismatched_zh(tokens, slots, reader))),
    ("word_quantities.py", triggered_by(words=EN_WORDS, text=("<o",), non_ascii=True)(
        lambda task, tokens, slots, reader, types, values: unread_quantity_word(tokens, slots.text, reader))),
    ("hedges.py", triggered_by(words=HEDGE_WORDS_EN, text=NEEDED_MARKS, non_ascii=True)(
        lambda task, tokens, slots, reader, types, values:
        hedged_amount(capacity_said_plainly(slots.text) if reader == "read_fullness" else slots.text, task.op)
        or shares_said_unequal(slots.text))),
    ("unsure_amounts_en.py", triggered_by(words=UNSURE_WORDS_EN)(
        lambda task, tokens, slots, reader, types, values: amount_said_unsure_en(slots.text))),
    ("speaker_counts.py", lambda task, tokens, slots, reader, types, values: speaker_beside_a_count(slots.text)),
    ("turns_en.py: a turn without an amount (but the price goes up)", triggered_by(words=TURN_WORDS)(
        lambda task, tokens, slots, reader, types, values: turn_without_an_amount(tokens))),
    ("periods_asked.py", lambda task, tokens, slots, reader, types, values:
        other_period_asked(tokens, reader, task.op) or recurring_read_once(tokens, reader)),
    ("nothing_left.py: less than nothing", triggered_by(text=LEFT_ASKED)(
        lambda task, tokens, slots, reader, types, values: less_than_nothing_left(task, tokens))),
    ("restated_amounts.py", triggered_by(words=("same",), non_ascii=True)(
        lambda task, tokens, slots, reader, types, values: restated_amount(tokens))),
    ("added_unsaid.py", lambda task, tokens, slots, reader, types, values:
        not types.isdisjoint(("PLUS", "MINUS")) and amount_added_unsaid(tokens, slots)),
    ("unsaid_parts_zh.py", _chinese_only(lambda task, tokens, slots, reader, types, values:
        fee_named_unpriced_zh(slots.text.replace(" ", "")) or weighed_with_container_zh(slots.text.replace(" ", ""))
        or more_than_amount_zh(slots.text.replace(" ", "")) or some_amount_told_zh(slots.text.replace(" ", "")))),
    ("buying_untold_zh.py", _chinese_only(lambda task, tokens, slots, reader, types, values:
        buying_untold_zh(slots.text.replace(" ", "")))),
    ("spending_unsaid_en.py", triggered_by(words=UNSAID_WORDS)(
        lambda task, tokens, slots, reader, types, values: spending_unsaid_en(tokens))),
    ("pay_untold_en.py", triggered_by(words=MONEY_DOINGS)(
        lambda task, tokens, slots, reader, types, values: pay_asked_untold_en(tokens, slots))),
    ("fewer_unsaid_en.py", triggered_by(words=("less", "fewer"))(
        lambda task, tokens, slots, reader, types, values: fewer_without_than(slots.text))),
    ("opposite_doings_en.py", triggered_by(words=DOINGS_EN)(
        lambda task, tokens, slots, reader, types, values: opposite_doing_asked(tokens))),
    ("nothing_left.py: another's money", triggered_by(text=LEFT_ASKED)(
        lambda task, tokens, slots, reader, types, values: left_of_another(tokens))),
    ("a piece counted two ways", lambda task, tokens, slots, reader, types, values:
        task.op == "str_count" and (counted_two_ways(task.args) or case_written_otherwise(task.args, slots.original))),
    ("letters asked of more than letters", lambda task, tokens, slots, reader, types, values:
        task.op == "str_len" and letters_of_more(task.args, tokens)),
    ("money_directions.py", triggered_by(words=NEEDED_WORDS, text=NEEDED_TEXT)(
        lambda task, tokens, slots, reader, types, values: money_asked_the_other_way(tokens)
        or spent_of_a_buying_not_done(tokens) or paid_asked_of_a_payer(tokens) or out_after_a_withdrawal(tokens))),
    ("bill_people.py: another's money spent", lambda task, tokens, slots, reader, types, values:
        anothers_money_spent(tokens)),
    ("what is in a place the story never names", lambda task, tokens, slots, reader, types, values:
        reader == "read_rate" and "IN" in types and in_a_place_unnamed(tokens)),
    ("an exact answer asked of a rough rate", triggered_by(text=EXACT)(
        lambda task, tokens, slots, reader, types, values: exact_of_rough(tokens))),
    ("a profit asked of a price", lambda task, tokens, slots, reader, types, values:
        reader in PRICE_OR_RATE and profit_asked_of_a_price(tokens)),
    ("a price or rate asked of another than the buyer (My sister bought 3. How much did I spend?)",
        lambda task, tokens, slots, reader, types, values: reader in PRICE_OR_RATE and (
            slots.original.isascii() and any(a_person(w) or w in PEOPLE_NOUNS_EN for w in actors(tokens) - {"I"})
            and asked_of_another(tokens) or not slots.original.isascii() and me_asked_of_anothers_buying_zh(tokens, named_person))),
    ("two percentages compared", lambda task, tokens, slots, reader, types, values:
        "PCT" in types and not types.isdisjoint(COMPARED) and percentages_compared(tokens)),
    ("a further change asked (zh)", lambda task, tokens, slots, reader, types, values:
        reader == "read_discount" and further_change_asked(tokens)),
    ("a label's number used (en)", triggered_by(words=LABELS_EN)(lambda task, tokens, slots, reader, types, values:
        label_number_used(slots.original, " ".join(str(v) for v in task.args.values())))),
    ("a growth of other periods than the rate compares", lambda task, tokens, slots, reader, types, values:
        task.op == "growth_rate" and growth_of_other_periods(slots.original)),
    ("a change only wanted, asked what is left (想拿走15个，还有多少)", lambda task, tokens, slots, reader, types, values:
        not slots.original.isascii() and wanted_change_asked_left_zh(slots.original)),
    ("a reason asked (为什么还剩这么多)", lambda task, tokens, slots, reader, types, values:
        not slots.original.isascii() and why_asked_zh(slots.original)),
    ("another meal asked than the story's", triggered_by(words=MEALS_EN, non_ascii=True)(
        lambda task, tokens, slots, reader, types, values: other_meal_asked(slots.original))),
    ("a comparison with then, asked now", lambda task, tokens, slots, reader, types, values:
        (not types.isdisjoint(THAN_ANY) or "TIMES" in types) and tense_shifted_comparison(tokens)),
    ("a share before more or less than", lambda task, tokens, slots, reader, types, values:
        "OF" in types and not types.isdisjoint(THAN) and share_before_than(tokens)),
    ("people counted around one in a line (zh)", lambda task, tokens, slots, reader, types, values:
        not types.isdisjoint(SIDES) and people_around_one(tokens)),
    ("a condition on no amount", lambda task, tokens, slots, reader, types, values:
        "WHETHER" in types and condition_on_no_amount(tokens)),
    ("dollars of two countries", lambda task, tokens, slots, reader, types, values:
        "$" in slots.original and dollars_of_two_countries(slots.original)),
    ("an amount spent said as some", lambda task, tokens, slots, reader, types, values:
        "SPEND" in types and spent_some(tokens)),
    ("everyday_forms_en.py: the thing money went on asked", triggered_by(words=("on", "for"))(
        lambda task, tokens, slots, reader, types, values: thing_asked_of_money(tokens))),
    # a trip's frames name the traveller in every clause and say no pronoun: the other person is the house's
    ("pronouns.py", triggered_by(words=NEEDED_WORDS_EN, non_ascii=True)(
        lambda task, tokens, slots, reader, types, values: reader != "read_trip" and pronoun_unsettled(slots.original))),
    ("machine_doings.py", triggered_by(words=MACHINES_EN, non_ascii=True)(
        lambda task, tokens, slots, reader, types, values: doing_without_the_machine(slots.original))),
    ("opposite_doings.py", lambda task, tokens, slots, reader, types, values:
        doing_asked_otherwise(slots.original)),
    ("capacities.py", triggered_by(words=ROOM_WORDS_EN, non_ascii=True)(
        lambda task, tokens, slots, reader, types, values: room_read_as_contents(task, slots.original))),
    ("rate_doers_en.py", lambda task, tokens, slots, reader, types, values:
        slots.original.isascii() and hours_of_another_rate(slots.original)),
    ("asked_untold_en.py", lambda task, tokens, slots, reader, types, values:
        reader in ("read_recipe", "read_growth") and slots.original.isascii()
        and untold_thing_asked(slots.original, reader)),
    ("per_time_en.py", lambda task, tokens, slots, reader, types, values:
        reader == "read_group_totals" and slots.original.isascii() and total_over_untold_times(slots.original)),
    ("an item beside a count, priced each", triggered_by(words=("each",))(
        lambda task, tokens, slots, reader, types, values: item_beside_a_count_each(slots.text))),
    ("days_off_en.py", triggered_by(words=DAYS_OFF_WORDS)(
        lambda task, tokens, slots, reader, types, values: days_off(slots.original, task.op == "weekday"))),
    ("interruptions_en.py", triggered_by(words=INTERRUPTION_WORDS)(
        lambda task, tokens, slots, reader, types, values: interrupted_without_a_number(slots.original))),
    ("story_senses_en.py", triggered_by(words=SENSE_WORDS)(
        lambda task, tokens, slots, reader, types, values: read_in_another_sense(slots.text, reader) is not None)),
    ("told_apart_zh.py", _chinese_only(lambda task, tokens, slots, reader, types, values:
        told_apart_zh(task, slots, reader))),
    ("untold_growth.py", triggered_by(words=GROWN_UNTOLD)(
        lambda task, tokens, slots, reader, types, values: grown_at_an_untold_rate(tokens, types, reader))),
    ("others_told_zh.py", _chinese_only(lambda task, tokens, slots, reader, types, values:
        others_told_zh(slots.text, slots.original))),
    ("conversions_told_zh.py", _chinese_only(lambda task, tokens, slots, reader, types, values:
        conversion_told_wrong_zh(slots))),
    ("offers_untold_zh.py", triggered_by(text=OFFER_WORDS_ZH, non_ascii=True)(
        lambda task, tokens, slots, reader, types, values: offer_amount_untold(slots.original))),
    ("asked_containers_zh.py", _chinese_only(lambda task, tokens, slots, reader, types, values:
        container_asked_untold(slots.original))),
    ("asked_units_zh.py", triggered_by(text=TRIGGER_UNITS_ZH, non_ascii=True)(
        lambda task, tokens, slots, reader, types, values: unit_asked_untold(slots.original))),
    ("old_prices_zh.py", triggered_by(text=OLD_WORDS_ZH, non_ascii=True)(
        lambda task, tokens, slots, reader, types, values: old_price_only(slots.original))),
    ("untold_extras_en.py", triggered_by(words=UNTOLD_EXTRA_WORDS)(
        lambda task, tokens, slots, reader, types, values: untold_extra(slots.original, reader))),
    ("told_factors_en.py", triggered_by(words=FACTOR_WORDS, text=("=",))(
        lambda task, tokens, slots, reader, types, values: factor_told(slots.original))),
    ("price_places_en.py", triggered_by(words=PLACE_WORDS)(
        lambda task, tokens, slots, reader, types, values:
        reader in PRICED_OR_TOTALLING and bought_elsewhere(slots.original))),
    ("interruptions_en.py: a change told with no amount", triggered_by(words=CHANGE_WORDS)(
        lambda task, tokens, slots, reader, types, values:
        slots.original.isascii() and changed_without_an_amount(slots.original))),
    ("held_money_zh.py", _chinese_only(lambda task, tokens, slots, reader, types, values:
        held_money_spent_by_another(slots.text))),
    ("hedged_magnitudes_zh.py", triggered_by(text=("小", "多"), non_ascii=True)(
        lambda task, tokens, slots, reader, types, values: nearly_a_round_amount(slots.original))),
    ("others_rates_zh.py", _chinese_only(lambda task, tokens, slots, reader, types, values:
        others_rates_zh(slots.text))),
    ("offer_terms_zh.py", triggered_by(text=OFFER_TERM_WORDS, non_ascii=True)(
        lambda task, tokens, slots, reader, types, values: offer_term_misread(task, slots))),
    ("sums_paid_zh.py", _chinese_only(lambda task, tokens, slots, reader, types, values:
        sum_adds_no_price(task, slots))),
    ("date_spans_en.py", triggered_by(words=SPAN_WORDS, text=SPAN_MARKS)(
        lambda task, tokens, slots, reader, types, values:
        task.op == "date_diff" and slots.original.isascii() and days_of_a_span(slots.original))),
    ("time_zones_en.py", triggered_by(words=ZONE_WORDS)(
        lambda task, tokens, slots, reader, types, values:
        reader in CLOCK_READERS and slots.original.isascii() and clocks_of_zones(slots.original))),
    ("capable_doings_en.py", triggered_by(words=CAPABLE_WORDS)(
        lambda task, tokens, slots, reader, types, values:
        slots.original.isascii() and capable_asked_as_done(slots.original))),
    ("money_tokens_en.py", triggered_by(words=TOKEN_WORDS)(
        lambda task, tokens, slots, reader, types, values: tokens_of_no_worth(slots.original))),
    ("nothing_left.py: a debt told as an amount", triggered_by(words=DEBT_WORDS)(
        lambda task, tokens, slots, reader, types, values: debt_told_as_an_amount(task, slots.original))),
)
# The checks that read the request alone, neither the reading nor its reader: where another reading of the same
# tokens passed them, they pass again (a later reading of compared.py, `request_checked`) and are not run twice.
OF_THE_REQUEST = frozenset({
    "offers_untold_zh.py", "asked_containers_zh.py", "interruptions_en.py: a change told with no amount", "asked_units_zh.py", "old_prices_zh.py",
    "a share in tenths asked (zh)", "a time asked the story never says (zh)", "a number that names (zh)",
    "occasions counted, then told one by one (zh)", "an amount said as one of two, or corrected (zh)",
    "groups shared, a member asked (zh)", "a share said unequal (按工作量分给, unevenly, by room size)",
    "a share of the number after an operator", "bits beside bytes",
    "a unit symbol written in another case (3 Mm, 9 DM, 5 M)", "an amount asked of other stuff (zh)",
    "a root over more than one number", "speaker_counts.py", "restated_amounts.py", "added_unsaid.py",
    "nothing_left.py: another's money", "money_directions.py", "an exact answer asked of a rough rate",
    "two percentages compared", "a change only wanted, asked what is left (想拿走15个，还有多少)",
    "a reason asked (为什么还剩这么多)", "another meal asked than the story's", "a comparison with then, asked now",
    "a share before more or less than", "people counted around one in a line (zh)", "a condition on no amount",
    "dollars of two countries", "an amount spent said as some", "machine_doings.py", "opposite_doings.py",
    "rate_doers_en.py", "an item beside a count, priced each"})
