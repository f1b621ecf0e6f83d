"""The value readers of a request the grammar does not read, in the order they read: reader/__init__.py runs
the rate reader first, then BY_VALUES, and compared.py compares every reading that fires.

rates.py (run first, before this list: it reads the lexicon's raw tokens): a two-amount rate problem read by its
  units ("a box holds 74 eggs …"),
or discounts.py: a discount read by its values (the price paid, the saving, the original
  price or the discount itself; discounts one after another, a coupon, a sales tax),
or spend_offers.py: an amount off for spending enough (满减), where the purchase meets the rule,
or growth.py: a growth rate read by its values (two amounts, each with its period),
or percent_change.py: one amount moved by one percentage ("is 25% off", "降了 5%"),
or stats.py: one statistic of one list ("成绩 88、76、95，最高分和最低分差多少"),
or weekday_checks.py: a yes/no question about a date's weekday ("Is 2024-03-15 a Friday?"),
or dates.py: a day count between two dates or a date shifted by days or weeks,
or bills.py: a bill (amounts, or counts at a price each) totalled, paid for (the change),
  taken from an amount had (what is left) or shared by a number of people,
or installments.py: a price paid in equal payments without interest,
or prices.py: a price each times a count, or the price of one from the cost of a count,
or budgets.py: what is left of an income after its expenses, all of one period,
or shares.py: a part as a percentage of its whole (及格率, "57 out of 60 as a percentage", a
  named group's share: 男生占百分之几, "what percent are girls"), or
  what is left of an amount after shares of it are taken, or a part from its share,
or surcharges.py: a tip, tax or service charge on one amount (the total, or the charge),
or signed_changes.py: gains and losses, their net or the amount after one,
or fractions_left.py: the fraction of one whole left after parts of it are taken,
or distances_zh.py: a distance between two places, a speed and a time, two told and the third asked
  (两地相距240千米，每小时行60千米，几小时到达),
or meetings_zh.py: 相遇 and 追及, two movers' speeds and the distance between them or a head start (360/(70+50)),
or map_scales_zh.py: 比例尺 1:N, a distance on the map from one on the ground or back, metric lengths converted exactly,
or ages_zh.py: an age some years on or back, as a multiple of another, two ages' difference (今年9岁，5年后几岁),
or doublings_zh.py: an amount doubled in words (翻两番 ×4, 增加了一倍 ×2; 增加了两倍 is read two ways: slow),
or chickens_rabbits_zh.py: 鸡兔同笼 and its kin, two kinds' count and their legs, wheels or seats (鸡和兔共10只，脚共28只),
or surplus_shortages_zh.py: 盈亏, one lot handed out two ways with some left or short, the recipients or the lot asked,
or tree_planting_zh.py: 植树, trees at equal gaps by the rule of the ends (两端都种 +1), a log sawn into pieces,
or sum_difference_zh.py: 和差, 和倍, 差倍, two told by two of their sum, difference and multiple (两数的和是50，差是10),
or mean_missing_zh.py: the last item of an average (三次平均90分，前两次85分和92分，第三次多少分),
or unit_rates_zh.py: 归一, a price or a rate told and asked of another count or time (3支笔6元，5支笔多少元),
or fixed_totals_zh.py: 归总, one whole done at two rates (每天运40吨，15天运完，如果每天运60吨，几天运完),
or work_together_zh.py: 工程, two doers' own times for one job, asked together (甲单独做10天完成 … 两人合作几天完成) or in two
  stages (甲先做2天，剩下的由乙单独做，还要几天完成),
or ratio_splits_zh.py: 按比分配, a total or a difference shared in a ratio, one sharer asked (把100元按2:3分给甲乙两人),
or concentrations_zh.py: 浓度, a solute's share of its solution (含盐率, 20/100*100), or its mass from the rate,
or fraction_parts.py: a named part of a whole given as a fraction (女生占5/8，女生有多少人),
or quantity_totals.py: amounts of one unit, one per clause, asked for their total in that unit,
or growth_by_change.py: a growth rate from a base and the change said against it (比去年多了2万),
or percent_compared_zh.py: an amount said more or less than a told one by a percentage of it (实际比原计划多生产了20%),
or interest.py: simple interest, where the words say simple (principal × yearly rate × years),
or temperatures.py: a temperature after changes, or between two temperatures,
or squares.py: a square's side from its area (or back), a cube's edge from its volume, folds,
or shapes_en.py: a rectangle's, square's or triangle's area or perimeter, or a box's volume, from its sides named,
or circles_en.py: a circle's area or circumference from its radius or diameter, with the value of π the request gives,
or recipes.py: a recipe's ingredient scaled by one proportion (2 个鸡蛋配 150 克面粉，用 4 个鸡蛋),
or percent_parts.py: a percentage of one amount told in a story ("35% of them bike", 含量是12%),
or money_flows.py: money coming in and going out, its total or what there is now (额度 … 用了 …，剩余),
or account_transfers_zh.py: money moved between two accounts told, asked of one (从银行卡转入微信),
or fraction_sums.py: two fractions of one thing added or taken apart (吃了1/3 … 吃了1/4，一共),
or fraction_of_amount.py: a fraction of one amount told in a story (用去了它的3/4，用去了多少米),
or fraction_rests_zh.py: what is left of a whole after a fraction of it is done (已经看了全书的3/8，还剩多少页没看),
or fraction_rests_en.py: a fraction or a percentage of one whole in an English story, the part or the rest asked ("There are
  24 cookies. Sam ate 1/4 of them. How many are left?", "two fifths are girls. How many boys?"),
or times_as_many_en.py: one count said as twice, half or k times another, the multiple asked ("Ben has 6 stickers. Ann
  has twice as many. How many does Ann have?"),
or named_shares.py: a named part's share of a whole in percent (房租 3600 … 房租占工资的百分之几),
or exchange_rates.py: an amount exchanged at a rate the request states ("0.92 euros per dollar … $450"),
or equal_shares.py: an amount shared equally ("4 roommates split a $2,860 rent", 平均分给 6 个同事; 六个人AA，每人出多少),
or equal_groups.py: things put into equal groups, the size of each or the number of groups asked
  ("24 oranges … 3 boxes, how many in each box", "groups of 2 … how many groups"),
or group_totals_en.py: things in equal groups, the size of each and the groups told, all of them asked ("8 buses.
  Each bus took 45 students. How many students went?"),
or two_steps_en.py: two steps the words state, a count of groups (two counts added, a start less a loss or with a
  batch got) then a size each or sharers ("5 boxes of lemon tea and 3 boxes of mint tea. Each box has 20 tea bags"),
or conversion.py: a conversion asked about the one amount of a short story,
or measure_pieces_en.py: a whole measure cut or poured into pieces of a measure in another unit, the pieces asked,
or dispersion.py: a variance or standard deviation of one list where population or sample is
  said,
or common_multiples.py: a story that is exactly a gcd or an lcm (events every N days that meet
  again, lengths cut into equal pieces with none left, the smallest square of a by b tiles),
or clock_spans.py: the minutes or hours between two clock times of one day (19:30 开始，21:05 结束),
or range_sums.py: the sum of the whole numbers of a range, both ends counted (1到10的和, 从1加到100),
or shared_totals_en.py: two named people's total, one's part told, the other's asked ("Tom and Ann have a
  total of 58 stamps. Tom has 23 stamps. How many stamps does Ann have?"),
or goals_done_en.py: a goal of things, part already done, the rest asked ("needs to read 563 pages … has
  already read 147 pages … how many pages does he have left to read"),
or two_changes_en.py: two changes to one holder's count, two_steps_en.py's first step then one more got or lost, the
  level after both asked ("baked 40 muffins. If she sold 25 of them and then baked 18 more, how many … would she have"),
or fullness_en.py: a container's capacity and how full it is, the amount in it asked ("the tank holds 60 liters and
  it's a quarter full. how many liters are in it?"),
or durations_told_en.py: a duration told in two units, asked in one ("the flight is 3 hours 40 minutes. how many
  minutes is that?"),
or priced_steps_en.py: two_steps_en.py's first step, then a price for each of those things, the money asked ("sold 3
  bead necklaces and 7 glass necklaces. If each necklace cost 7 dollars, how much money did she earn"),
or money_left_buys_en.py: money had less some spent (or with more got), what it buys at a price each asked ("had 57
  dollars. If he spent 27 bucks on a new game, how many 6 dollar toys could he buy with the money he had left"),
or split_steps_en.py: two_steps_en.py's first step (or a part put into one group), then the count put into groups the
  same in each, each group's share asked ("24 photos at the zoo and 16 photos at the park. He put all the photos into
  5 albums with the same number of photos in each album. How many photos were in each album?"),
or goal_rest_times_en.py: a goal's rest, then the time it takes at a time each ("needs to cook 12 potatoes … already
  cooked 6 … each potato takes 6 minutes … how long will it take him to cook the rest"),
or coins_en.py: US coins, notes, cents or dollars had, asked in cents, dollars or coins ("3 quarters and
  4 dimes. How many cents does Ravi have?"),
or ages_en.py: an age from one age told and one step ("3 times as old", "7 years older", "in 5 years"),
or mean_missing_en.py: the one item an average over a stated count leaves out,
or recipe_portions_zh.py: a portion's amount times the portions made (一份酱汁要15克糖，我做三份，糖一共放多少克), a recipe
  doubled or halved by a word (配方里黄油80克，我要做双倍，黄油放多少克),
or borrowed_debts_zh.py: money borrowed from someone, paid back in part, what is still owed (跟朋友借了3万，已经还了一万八，
  还差他多少),
or whole_groups_en.py: groups of a size that do not come out even, asked needed / full / left over,
or packings_en.py: containers of a size told, how many are needed for things the question counts (rounded up),
or total_parts_en.py: a whole told with its two sorts ("a total of 96 white and brown loaves", "either A or B"), one
  sort told, the other asked,
or rest_parts_en.py: the rest named by its sort beside a part of the other sort ("If 145 were red and the rest
  were blue, how many were blue?"),
or differences_named_en.py: a difference asked by naming both amounts compared, each told in a clause of its own ("How
  many more miles did Beka fly than Jackson?", "How much longer is Oscar's bus ride than Charlie's?"),
or totals_named_en.py: a total asked of two amounts done alike by one verb, of one doer or of two the question names
  ("What is the total number of egg rolls Omar and Karen rolled?"),
or roles.py: a one-step word problem read by the roles of its quantities (has, gains, loses, a
  rate, a part, a comparison) and what its question asks (left, in total, each, how many more), or one holder's
  start through gains and losses of one thing (change_chains_en.py),
or compared_counts_zh.py: two named things compared by 比…多/少 or 是…的N倍, one told, the other asked
  (一班有学生42人，二班比一班少5人，二班有多少人),
or per_period_zh.py: a rate of a doing per period times the periods, or a total over it in whole periods
  (每小时生产零件120个，8小时生产多少个; 每天修路80米，修一条560米长的路需要多少天), and its money case, a fee per period
  times the periods paid or a year's fee per month (健身卡每个月299，办了一年，一共花了多少),
or kinds_of_whole_zh.py: a whole of two kinds, one told, the other asked (鸡和鸭共58只，其中鸡有35只，鸭有多少只),
or other_kinds_zh.py: a whole told alone and 其中 one of two kinds its words pair (男生 / 女生, 戴眼镜的 / 不戴眼镜的),
or groups_each_zh.py: groups told, then what each holds, the whole asked
  (一列火车有16节车厢，每节坐118人，这列火车一共能坐多少人),
or unit_prices_zh.py: a price per unit and a quantity in that unit, the money asked (汽油每升7.65元，我加了40升，付了多少钱),
or shape_measures_zh.py: a rectangle's area from its 长 and 宽, a square's perimeter from its 边长 (or its side from its
  perimeter) (一个长方形长8米，宽5米，面积是多少平方米),
or whole_parts_zh.py: a part of one whole told as a fraction or a percentage (用去了3/4, 女生占五分之二, 成活率95%), the
  part or the rest asked (一桶油重20千克，用去了3/4，还剩多少千克),
or equal_sharing_zh.py: 平均分, each one's share asked (把24个苹果平均分给6个小朋友，每人分到几个) or, each one's share told,
  the sharers (有18个苹果，每人分3个，可以分给几人),
or two_periods_zh.py: one amount told for two named periods, how much more or less asked (这周跑了28公里，上周跑了21公里，多跑了几公里),
or named_percents_en.py: a charge's rate named and the one amount it is on, the charge asked by its name ("sales tax
  here is 8.25%. how much tax on a 240 purchase?"), or a part of a whole told "A of the B", asked as a percent,
or pack_prices_en.py: the price of one from a pack's price ("a 12-pack of soda is 7.80, so how much is one can", "A 2 kg
  bag of rice costs 5.60. What does that come to per kilogram?"),
or split_requests_en.py: a bill split asked as an imperative, the whole message ("can you split a $96 bill 3 ways"),
or money_short_en.py: an amount had and a price or a goal, how much more is needed ("concert tickets are $85 and I only
  have $62, how much more do I need?"),
or priced_periods_en.py: a price per period or occasion times how many of them, in an English story ("$39 a month …
  7 months", "$60 a visit … 8 times"), or an amount a period asked over a longer one of a fixed count ("I drink 2
  liters of water a day, how many liters is that in a week?"),
or rests_of_whole_en.py: what is left of a whole after a part done, in an English story ("a 350-page biography … has
  read 128 pages … how many pages does he have left") or told "A of the B" ("sold 45 of our 60 tickets, how many are
  left?"),
or birth_years.py: an age turned in a told year from a birth year, or how much older one of two births is ("born in
  1984, how old will I turn in 2031", 妈妈1968年出生，我1995年出生，妈妈比我大几岁),
or savings_en.py: money saved a month, in three chat shapes: the total after months, with a start, the months to a
  goal ("i have 500 saved and add 250 each month, how much after 9 months").
"""

from __future__ import annotations

from .discounts import read_discount
from .growth import read_growth
from .percent_change import read_percent_change
from .percent_repeated import read_repeated_change
from .stats import read_statistic
from .dispersion import read_dispersion
from .dates import read_dates
from .weekday_checks import read_weekday_check
from .common_multiples import read_gcd_lcm_story
from .bills import read_bill
from .installments import read_installments
from .prices import read_price
from .budgets import read_budget
from .spend_offers import read_spend_offer
from .shares import read_group_share, read_left_after_shares, read_part_from_share, read_share
from .done_shares_zh import read_done_share_zh
from .round_trips_zh import read_round_trip_zh
from .distances_zh import read_distance_zh
from .meetings_zh import read_meeting_zh
from .map_scales_zh import read_map_scale_zh
from .ages_zh import read_age_zh
from .doublings_zh import read_doubling_zh
from .chickens_rabbits_zh import read_chickens_rabbits_zh
from .surplus_shortages_zh import read_surplus_shortage_zh
from .tree_planting_zh import read_tree_planting_zh
from .sum_difference_zh import read_sum_difference_zh
from .mean_missing_zh import read_mean_missing_zh
from .mixing_ratios_zh import read_mixing_ratio_zh
from .unit_rates_zh import read_unit_rate_zh
from .fixed_totals_zh import read_fixed_total_zh
from .work_together_zh import read_work_together_zh
from .ratio_splits_zh import read_ratio_split_zh
from .surcharges import read_surcharge
from .interest import read_interest
from .temperatures import read_temperature
from .conversion import read_conversion
from .measure_pieces_en import read_measure_pieces
from .signed_changes import read_signed_changes
from .fractions_left import read_fraction_left
from .fraction_parts import read_fraction_part
from .quantity_totals import read_quantity_total
from .growth_by_change import read_growth_by_change
from .percent_compared_zh import read_percent_compared_zh
from .compared_counts_zh import read_compared_count_zh
from .per_period_zh import read_per_period_zh
from .kinds_of_whole_zh import read_kinds_of_whole_zh
from .other_kinds_zh import read_other_kind_zh
from .groups_each_zh import read_groups_each_zh
from .people_each_zh import read_people_each_zh
from .unit_prices_zh import read_unit_price_zh
from .shape_measures_zh import read_shape_measure_zh
from .whole_parts_zh import read_whole_part_zh
from .equal_sharing_zh import read_equal_sharing_zh
from .two_periods_zh import read_two_periods_zh
from .squares import read_square
from .shapes_en import read_shape_measure
from .circles_en import read_circle_measure
from .recipes import read_recipe
from .recipe_portions_zh import read_portions_zh, read_scaled_recipe_zh
from .percent_parts import read_percent_part
from .concentrations_zh import read_concentration_zh
from .money_flows import read_money_flow
from .borrowed_debts_zh import read_borrowed_debt_zh
from .account_transfers_zh import read_account_transfer_zh
from .fraction_sums import read_fraction_sum
from .fraction_of_amount import read_fraction_of_amount
from .fullness_en import read_fullness
from .durations_told_en import read_duration_told
from .fraction_rests_zh import read_fraction_rest_zh
from .fraction_rests_en import read_fraction_rest_en
from .times_as_many_en import read_times_as_many
from .named_shares import read_named_share, read_named_share_en
from .exchange_rates import read_exchange
from .equal_groups import read_equal_groups
from .each_of_several_en import read_each_of_several
from .group_totals_en import read_group_totals
from .two_steps_en import read_two_steps
from .goal_rest_times_en import read_goal_rest_time
from .two_changes_en import read_two_changes
from .priced_steps_en import read_priced_steps
from .money_left_buys_en import read_money_left_buys
from .split_steps_en import read_split_steps
from .trips_en import read_trip
from .visits_en import read_visits
from .gifts_each_en import read_gifts_each
from .named_sharers_en import read_named_sharers
from .shared_totals_en import read_shared_total
from .goals_done_en import read_goal_done
from .seasons_en import read_season
from .equal_shares import read_equal_share
from .clock_spans import read_clock_span
from .clock_spans_zh import read_clock_span_zh
from .clock_adds import read_clock_add
from .range_sums import read_range_sum
from .restated_en import read_restated_count
from .coins_en import read_coins
from .ages_en import read_age
from .mean_missing_en import read_mean_missing
from .total_parts_en import read_total_part
from .rest_parts_en import read_rest_part
from .differences_named_en import read_named_difference
from .totals_named_en import read_named_total
from .whole_groups_en import read_whole_groups
from .packings_en import read_containers_needed
from .roles import read_roles
from .leap_years import read_leap_year
from .durations_asked import read_duration
from .weekday_offsets import read_weekday_offset
from .prime_ends_said import read_prime_count_with_ends
from .nth_weekdays import read_nth_weekday
from .named_percents_en import read_named_charge_en, read_part_of_whole_en
from .pack_prices_en import read_pack_price_en
from .split_requests_en import read_split_asked_en
from .money_short_en import read_money_short_en
from .priced_periods_en import read_period_rate_en, read_priced_period
from .rests_of_whole_en import read_rest_of_whole, read_rest_of_whole_en
from .birth_years import read_birth_years
from .savings_en import read_savings_en


# Requests the grammar does not read in full, read by their values; the first reading is the one answered
# where the others agree with it (compared.py).
BY_VALUES = (read_repeated_change, read_discount, read_spend_offer, read_growth, read_percent_change, read_statistic,
             read_weekday_check, read_dates, read_signed_changes, read_fraction_left, read_bill, read_price,
             read_budget, read_share, read_surcharge, read_interest, read_left_after_shares, read_part_from_share,
             read_installments, read_conversion, read_measure_pieces, read_temperature, read_square, read_shape_measure, read_circle_measure, read_gcd_lcm_story, read_dispersion,
             read_group_share, read_done_share_zh, read_round_trip_zh, read_distance_zh, read_meeting_zh,
             read_map_scale_zh, read_age_zh, read_doubling_zh, read_chickens_rabbits_zh, read_surplus_shortage_zh,
             read_tree_planting_zh, read_sum_difference_zh, read_mean_missing_zh, read_mixing_ratio_zh,
             read_unit_rate_zh, read_fixed_total_zh, read_work_together_zh, read_ratio_split_zh, read_concentration_zh,
             read_fraction_part, read_quantity_total, read_growth_by_change, read_percent_compared_zh, read_recipe,
             read_portions_zh, read_scaled_recipe_zh, read_percent_part, read_money_flow, read_borrowed_debt_zh,
             read_account_transfer_zh, read_fraction_sum, read_fraction_of_amount,
             read_fraction_rest_zh, read_named_share, read_named_share_en, read_exchange, read_equal_share,
             read_equal_groups, read_whole_groups, read_containers_needed, read_each_of_several, read_group_totals, read_two_steps, read_trip,
             read_visits, read_gifts_each, read_named_sharers, read_shared_total, read_goal_done, read_goal_rest_time, read_two_changes,
             read_priced_steps, read_money_left_buys, read_split_steps, read_season,
             read_clock_span, read_clock_span_zh, read_clock_add, read_duration, read_leap_year, read_weekday_offset,
             read_prime_count_with_ends, read_nth_weekday, read_range_sum, read_restated_count, read_coins, read_age,
             read_mean_missing, read_total_part, read_rest_part, read_fullness, read_duration_told,
             read_named_difference, read_named_total, read_roles,
             read_fraction_rest_en, read_times_as_many,
             read_compared_count_zh, read_per_period_zh, read_kinds_of_whole_zh, read_other_kind_zh, read_groups_each_zh,
             read_people_each_zh,
             read_unit_price_zh, read_shape_measure_zh, read_whole_part_zh,
             read_equal_sharing_zh, read_two_periods_zh,
             read_named_charge_en, read_part_of_whole_en,
             read_pack_price_en, read_rest_of_whole_en, read_split_asked_en,
             read_money_short_en, read_period_rate_en,
             read_priced_period, read_rest_of_whole,
             read_birth_years, read_savings_en)
