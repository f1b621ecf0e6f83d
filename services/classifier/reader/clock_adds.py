"""A clock time plus or less a duration, read by its values: "我8:40出发，路上要走1小时35分钟，几点到？", "现在是下午3点20分，
再过150分钟是几点？", "The train leaves at 22:50 and the trip takes 3 h 25 min. What time does it arrive?", and a
deadline less the way there: "我最晚9点15分要到，路上要50分钟，最晚几点出发？", "I must arrive by 9:15 and the trip
takes 50 min. When must I leave?".

One clock time, read as the clock readers read it (clock_spans.py for 8:40 with am/pm or 下午 before it,
clock_spans_zh.py for 八点四十, 两点一刻, 九点半; 凌晨 places an hour up to 6 in the morning), one duration
(dtlib.durations: 1小时35分钟, 一个半小时, 90分钟, 2 hours 10 minutes), no other number, and a question that asks a
clock time (几点, what time, when). The duration is added when the question asks the end (到, 结束, arrive, end,
finish …) of what starts at the clock time, or the words say after (再过, 后, later, from now, in); it is taken off
when they say before (提前, 之前, before, earlier), when the question asks a start (出发, leave, start …) and the
clock time is a deadline (by, 要到, ready) with 最晚 / must / should in the question, or when the clock time is an end
(ends at, 结束) and the question asks the start. Anything else goes slow.

The start's clock is the operation's argument: a time written on the 24-hour clock (08:40, 22:50, 0:20) or placed
(am/pm, 上午/下午/晚上/凌晨/中午) is added on the 24-hour clock, the day crossed said (02:15+1); a time said without
either (8:40, 九点) is read on the 12-hour clock, and only where the result stays in the start's own half of the day
(8:40 + 1 h 35 min is 10:15 either way; 8:40 + 5 h is 1:40 or 13:40: slow). 12:00 with am or pm (noon or midnight?),
a stop or a break, a delay, a time zone or a place flown to, days, a speed and a distance, "how long", a guess
(about, 大约), a repeat (every, 每), a question about someone else, a duration told of someone the clock time's
clause or the question does not name ("The movie starts at 7:45 pm and I watch for 30 minutes"), the moment asked
being the one given, a way back (回到家, a round trip), a time only planned (supposed to, 原定), a duration told in a
clause of its own of a thing the clock time's clause does not name ("Dinner is at 6:45 pm. The roast takes 2 hours
…"), a story clause with neither the clock time nor the duration (顺路接孩子), a way's duration with another thing's end
asked, a wait before a start with its arrival asked ("leaves in 25 minutes … arrive"), a question's subject the story
never says ("the last runner"), a clock time that is now with a span whose start is not said to be now (现在是9:40，会议
要开1小时30分钟), or before / after said of anything but the duration go slow.
"""

from __future__ import annotations

import re

from dtlib.durations import Duration, durations
from dtlib.envelope import Task
from dtlib.date_mentions import DateMention
from dtlib.perception import NumberMention

from ..slots import Slots
from .clock_spans import AM, CLOCK, PM, another_one_asked, between_places, clock_written, placed_minutes
from .clock_spans_zh import CLOCK_ZH, clock_runs_on, minutes_zh
from .tokens import Said, Tok, last_clause_start
from .triggers import triggered_by
from .pronouns import is_person_name
from .vocab_zh import people_zh, person_only_asked_zh

# The parts of the day placed here (clock_spans.py places 上午 … 傍晚 before 8:40, clock_spans_zh.py its own before 八点);
# any other word of one right before a clock time (中午1:30, 今晚8点, 夜里, 半夜) is not read: slow.
_PLACED_ZH = ("上午", "早上", "早晨", "清晨", "下午", "晚上", "傍晚")
_PART_OF_DAY_ZH = re.compile(r"(?:(?<!最)[晚早]|[夜午晨凌])\s*$")  # 最晚9点 is a deadline
_CLAUSES = re.compile(r"[,，;；!?？。]|\.(?=\s|$)")
# Words of another question than one clock time moved by one duration
_OTHER_EN = ("each", "every", "per", "break", "breaks", "pause", "stop", "stops", "stopped", "rest", "lunch", "late",
             "delay", "delayed", "early", "except", "excluding", "not counting", "tomorrow", "yesterday", "overnight", "twice",
             "total", "both", "and then", "ago", "left over", "are left", "is left", "remain", "remaining", "still", "would", "if", "tonight",
             "next", "local", "zone", "timezone", "gmt", "utc", "flight", "fly", "flies", "flew", "plane", "land",
             "lands", "landed", "about", "around", "roughly", "approximately", "nearly", "almost", "day", "days",
             "week", "weeks", "speed", "return", "back", "how long", "how many", "how much", "than", "then",
             "faster", "slower", "second", "seconds", "time difference", "another",
             # a part of the day said in words beside a bare time: "8:00 in the evening" (clock_spans.py places am, pm)
             "morning", "afternoon", "evening", "night", "noon", "midnight",
             # a way back, or a time only planned ("was supposed to start at 7:45 pm"): another span than the one told
             "round trip", "round-trip", "supposed to", "meant to", "was going to", "planned",
             # a span that ran longer by an amount not told ("lasts 90 minutes and runs a little over")
             "little", "bit", "ran over", "runs over", "went over", "goes over", "overran", "overruns", "ran long",
             "runs long")
_OTHER_ZH = ("每", "各", "休息", "午休", "停", "晚点", "延误", "推迟", "早到", "迟到", "除了", "不算", "不含", "明天", "后天", "昨天",
             "还剩", "还有", "还要", "还差", "大概", "大约", "左右", "差不多", "约", "当地", "时区", "时差", "北京时间", "东京",
             "纽约", "飞", "降落", "天", "周", "星期", "礼拜", "速度", "千米", "公里", "多久", "多长", "多少", "又",
             "快了", "慢了", "早了", "晚了", "刻", "差", "秒", "如果", "假如", "再走", "然后", "往返", "回来",
             "来回", "回", "返", "原定", "原计划", "本来", "计划")  # 回到家: the way back; 原定: a time only planned
_ASK_EN = ("what time", "when")
_ANOTHER_CLOCK = re.compile(r"(?<!what )\btime\b")  # "Beijing time", "local time", "the same time": whose clock?
_END_EN = ("arrive", "end", "finish", "done", "come out", "ring", "get there", "get home", "will it be",
           "get to", "reach", "be over")
_START_EN = ("leave", "start", "begin", "set off", "depart", "go in", "head out")
_MODAL_EN = ("must", "should", "need to", "have to", "latest")
_DEADLINE_EN = ("by", "must", "ready", "be at", "need to", "have to")
_ENDS_EN = ("ends", "ended", "end", "finishes", "finished")
_END_ZH = ("到", "结束", "完", "醒", "拿出来", "下课", "散场", "散会", "下班", "交卷", "放学", "收工", "是几点", "几点了")
_START_ZH = ("出发", "出门", "动身", "开始", "发车", "离开", "几点走")
_MODAL_ZH = ("最晚", "最迟")
_DEADLINE_ZH = ("要到", "到", "之前", "以前", "截止")
_ENDS_ZH = ("结束",)
# After 几点, people, a vehicle or a count asked of it ("几点到的人最多", "几点的车"; not 几点到的学校): another question.
_ANOTHER_THING_ASKED_ZH = re.compile(r"的[人车班]|最|多少|哪|谁|几[个位辆班次]")
# What may stand before 几点 in the question: a subject asked there ("电影几点结束" after "我 … 看了30分钟") may be
# another one than the duration's.
_BEFORE_ASKED_ZH = re.compile(r"我们|我|你们|你|那么|请问|现在|那时|最晚|最迟|应该|应|要|得|是|再过|之?后|之?前|加上?|[，,\s]")


def _subject_asked_zh(text: str, said: tuple[str, str]) -> bool:
    """A subject before 几点 in the question's clause, the clock time and the duration aside ("9点半再过2小时是几点")."""
    before = re.split(r"[，,。；;!?？]", text.rstrip("?？。 "))[-1].partition("几点")[0]
    for words in said:
        before = before.replace(words, "")
    return bool(_BEFORE_ASKED_ZH.sub("", before))


_PRONOUNS_ZH = ("我们", "你们", "他们", "她们", "我", "你", "他", "她")


@triggered_by(text=("几点", "what time", "when"))
def read_clock_add(tokens: list[Tok], slots: Slots) -> Task | None:
    text = slots.folded
    found = durations(text)
    if len(found) != 1 or found[0].minutes.denominator != 1 or not found[0].minutes:
        return None
    duration = found[0]
    clock = _one_clock(tokens, slots)
    if clock is None:
        return None
    (start, end), minutes, twelve_hour = clock
    if not _all_numbers_used(slots, ((start, end), (duration.start, duration.end))):
        return None
    rest = text[:start] + " " + text[end:]
    question = tokens[last_clause_start(tokens):]
    zh = any("\u4e00" <= c <= "\u9fff" for c in text)
    asked = ("" if zh else " ").join(t.value for t in question)
    if zh and ("几点" not in asked or _ANOTHER_THING_ASKED_ZH.search(asked.partition("几点")[2])
               or _subject_asked_zh(text, (text[start:end], text[duration.start:duration.end])) or any(w in rest for w in _OTHER_ZH) or "比" in rest.replace("比赛", "")
               or _someone_else_zh(tokens)):
        return None
    if not zh and (not any(w in asked.lower() for w in _ASK_EN) or Said(tokens).any(_OTHER_EN) or _ANOTHER_CLOCK.search(text)
                   or between_places(tokens) or another_one_asked(_without_relations(tokens))
                   or _someone_else_en(tokens)):
        return None
    if _arrival_without_a_way(tokens, zh):
        return None
    if _another_doer(text, slots.original, (start, end), duration, asked.lower(), zh) \
            or not zh and (_duration_of_another_thing_en(text, (start, end), duration)
                           or _thing_asked_untold_en(tokens)) \
            or _clause_of_another_doing(text, (start, end), duration, zh) \
            or _span_ends_otherwise(text, duration, asked.lower(), zh):
        return None
    sign = _sign(text, (start, end), duration, asked, zh)
    if sign is None:
        return None
    moved = sign * int(duration.minutes)
    if twelve_hour:  # the 12-hour clock: a start and a result in 1:00-11:59 of one half of the day (the op refuses
        # a result past 12 o'clock; a 12:xx either side reads "12:45" or "01:15" as if noon were meant)
        within = minutes % (12 * 60)
        if not (60 <= within and 60 <= within + moved < 12 * 60):
            return None
        hour, minute = divmod(minutes, 60)
        return Task("clock_add", {"time": f"{hour}:{minute:02d}", "minutes": moved, "clock": "12h"}, source="parser")
    hour, minute = divmod(minutes, 60)
    return Task("clock_add", {"time": f"{hour:02d}:{minute:02d}", "minutes": moved}, source="parser")


def _one_clock(tokens: list[Tok], slots: Slots) -> tuple[tuple[int, int], int, bool] | None:
    """The request's one clock time: its span in the text, its minutes after midnight (on the 24-hour clock, or
    as written when it is read on the 12-hour one) and whether it is read on the 12-hour clock; None for none, two,
    or one the clock readers do not place for sure."""
    times = [i for i, t in enumerate(tokens) if t.type == "TIME"]
    said_zh = [c for c in CLOCK_ZH.finditer(slots.folded)]
    if len(times) + len(said_zh) != 1:
        return None
    if said_zh:
        return _clock_zh(said_zh[0], slots.folded)
    i = times[0]
    written = clock_written(tokens, i, slots)
    m = CLOCK.fullmatch(written)
    at = slots.folded.find(written)
    if m is None or at < 0:
        return None
    hour, minute = int(m[1]), int(m[2])
    after = tokens[i + 1].value if i + 1 < len(tokens) else ""
    before = tokens[i - 1].value if i else ""
    span = (at, at + len(written))
    if after in PM or after in AM:
        if hour == 12 and minute == 0:
            return None  # 12:00 am / pm: midnight to some, noon to others
        placed = placed_minutes(tokens, i, slots)
        return None if placed is None else (span, placed, False)
    if before.endswith("凌晨"):
        return (span, hour * 60 + minute, False) if hour <= 6 else None
    if before.endswith(_PLACED_ZH):
        placed = placed_minutes(tokens, i, slots)
        return None if placed is None else (span, placed, False)
    if _PART_OF_DAY_ZH.search(slots.folded[:at]):
        return None
    if written.startswith("0") or hour == 0 or hour >= 13:
        return (span, hour * 60 + minute, False) if hour <= 23 and minute <= 59 else None
    return (span, hour * 60 + minute, True) if 1 <= hour <= 12 and minute <= 59 else None


def _clock_zh(clock: re.Match, text: str) -> tuple[tuple[int, int], int, bool] | None:
    """A clock time said with 点 (clock_spans_zh.py reads it); 凌晨 before it places an hour up to 6."""
    if clock_runs_on(text, clock):
        return None  # 8点多, 8点过5分, 8点5, 三点三十两分: not read
    minutes = minutes_zh(clock)
    if minutes is None:
        return None
    if clock["part"]:
        return clock.span(), minutes, False
    hour = minutes // 60
    if text[:clock.start()].endswith("凌晨"):
        return (clock.span(), minutes, False) if hour <= 6 else None
    if _PART_OF_DAY_ZH.search(text[:clock.start()]):
        return None
    if hour == 0 or hour >= 13:
        return clock.span(), minutes, False
    return clock.span(), minutes, True


def _all_numbers_used(slots: Slots, spans: tuple[tuple[int, int], ...]) -> bool:
    """Every number, date and time the request says lies in the clock time or the duration."""
    for item in slots.items:
        if isinstance(item, (NumberMention, DateMention)):
            where = (item.start, item.end)
        elif isinstance(item, tuple) and len(item) == 2:
            where = item
        else:
            continue
        if not any(a <= where[0] and where[1] <= b for a, b in spans):
            return False
    return True


def _sign(text: str, clock: tuple[int, int], duration: Duration, asked: str, zh: bool) -> int | None:
    """+1 (the duration after the clock time), -1 (before it), or None where the words do not say which."""
    cuts = [0, *(m.end() for m in _CLAUSES.finditer(text)), len(text)]
    clock_clause = next((text[a:b] for a, b in zip(cuts, cuts[1:]) if a <= clock[0] < b), "")
    said = _relation_said(text, clock, duration, zh)
    if said != 0:
        return said
    if (_NOW_ZH if zh else _NOW_EN).search(clock_clause) and not (_STARTS_NOW_ZH if zh else _STARTS_NOW_EN).search(text):
        return None  # "现在是9:40，会议要开1小时30分钟，几点结束": the clock is now, and when the meeting starts is not told
    if zh:
        if any(w in asked and w in clock_clause for w in (*_END_ZH, *_START_ZH)):
            return None  # "下午4点放学 … 几点放学": the moment asked is the one given
        ends_asked, starts_asked = any(w in asked for w in _END_ZH), any(w in asked for w in _START_ZH)
        modal = any(w in asked for w in _MODAL_ZH)
        deadline = any(w in clock_clause for w in _DEADLINE_ZH)
        ends_given = any(w in clock_clause for w in _ENDS_ZH)
    else:
        asked = asked.lower()
        if any(re.search(rf"\b{w}", asked) and re.search(rf"\b{w}", clock_clause) for w in (*_END_EN, *_START_EN)):
            return None  # "The shop opens at 9:00 am … When does it open?": the moment asked is the one given
        ends_asked = any(re.search(rf"\b{w}\b", asked) for w in _END_EN)
        starts_asked = any(re.search(rf"\b{w}\b", asked) for w in _START_EN)
        modal = any(re.search(rf"\b{w}\b", asked) for w in _MODAL_EN)
        deadline = any(re.search(rf"\b{w}\b", clock_clause) for w in _DEADLINE_EN)
        ends_given = any(re.search(rf"\b{w}\b", clock_clause) for w in _ENDS_EN)
    if ends_asked and not starts_asked and not deadline and not ends_given:
        return 1
    if starts_asked and not ends_asked and (modal and deadline or ends_given and not deadline):
        return -1
    return None


# A clock time that is now ("现在是9:40", "It's 9:40 am"): a span from it needs its start said to be now
_NOW_ZH = re.compile(r"现在|此刻|目前")
_NOW_EN = re.compile(r"\b(?:it's|it is|now)\b")
_STARTS_NOW_ZH = re.compile(r"刚开始|刚刚开始|开始了|现在开始|刚出发|现在出发|马上开始")
_STARTS_NOW_EN = re.compile(r"\b(?:just (?:started|began|left)|starts now|begins now|is starting|leave now|leaving now)\b")
_RELATION_ZH = re.compile(r"前|后")
_RELATION_EN = re.compile(r"\b(?:before|after|later|earlier|ahead|ago|from now)\b")
_AFTER_DURATION_EN = re.compile(r"\s*(?P<word>before|earlier|ahead|after|later|from now)(?=\s*(?:[.,;!?]|$|it\b|that\b|then\b))")


def _relation_said(text: str, clock: tuple[int, int], duration: Duration, zh: bool) -> int | None:
    """What the words say of the duration's side: 1 after ("45分钟后", "再过150分钟", "35 minutes later", "in 45
    minutes", "45 minutes after 6:50"), -1 before ("150分钟前", "提前40分钟", "40 minutes before."), 0 nothing; None
    where before or after is said of something else ("闹钟响前40分钟", "before my brother", "after a 2 hour trip")."""
    said, used = 0, set()
    if zh:
        after_it = re.match(r"\s*(?:之|以)?([前后])", text[duration.end:])
        if after_it:
            said, used = (-1 if after_it[1] == "前" else 1), {duration.end + after_it.start(1)}
        elif text[:duration.start].endswith("提前"):
            said, used = -1, {duration.start - 1}
        elif re.search(r"再过\s*$", text[:duration.start]):
            said = 1
        stray = [m.start() for m in _RELATION_ZH.finditer(text) if m.start() not in used]
        return None if stray else said
    after_it = _AFTER_DURATION_EN.match(text, duration.end)
    if after_it is None:  # "45 minutes after 6:50 am": the clock time right after the word
        after_it = re.compile(r"\s*(?P<word>before|after)\s*").match(text, duration.end)
        after_it = after_it if after_it is not None and after_it.end() == clock[0] else None
    if after_it is not None:
        said = -1 if after_it["word"] in ("before", "earlier", "ahead") else 1
        used = {after_it.start("word")}
    elif re.search(r"\bin\s*$", text[:duration.start]):
        said = 1
    stray = [m.start() for m in _RELATION_EN.finditer(text) if m.start() not in used]
    return None if stray else said


_SUBCLAUSES = re.compile(r"[,，;；!?？。]|\.(?=\s|$)|\band\b|然后|而且")
_WORD_EN = re.compile(r"[a-z]+")  # folded text: lower case


def _another_doer(text: str, original: str, clock: tuple[int, int], duration: Duration, asked: str, zh: bool) -> bool:
    """"The shop opens at 9:00 am and I shop for 45 minutes", "电影8点开始，我看了30分钟": the duration is told of someone
    the clock time's clause does not name, or of someone the question does not ask of ("I watch the movie from 7:45
    pm for 30 minutes. When does the movie end?"): it may be another span than the one asked."""
    cuts = [0, *(m.end() for m in _SUBCLAUSES.finditer(text)), len(text)]
    at = [next(k for k, (a, b) in enumerate(zip(cuts, cuts[1:])) if a <= x < b) for x in (clock[0], duration.start)]
    told, doing = text[cuts[at[0]]:cuts[at[0] + 1]], text[cuts[at[1]]:cuts[at[1] + 1]]
    if zh:
        people = [p for p in _PRONOUNS_ZH if p in doing] + list(people_zh(doing))
        return any(p not in told or p not in asked for p in people)
    words = set(_WORD_EN.findall(doing))
    groups = [group for group in _PRONOUNS_EN if group & words]
    named = {w.lower() for w in re.findall(r"\b[A-Z][a-z]+", original[cuts[at[1]]:cuts[at[1] + 1]])  # fold keeps
             if is_person_name(w.lower())}  # positions; a capital marks a name ("Ann", not "be")
    told_words, asked_words = set(_WORD_EN.findall(told)), set(_WORD_EN.findall(asked))
    return any(not group & told_words or not group & asked_words for group in groups) \
        or any(w not in told_words or w not in asked_words for w in named)


_SENTENCES_EN = re.compile(r"[;!?]|\.(?=\s|$)")
_REFERS_EN = frozenset({"it", "they", "he", "she", "i", "we", "you", "that", "this", "which"})
_ARTICLES_EN = frozenset({"the", "a", "an", "my", "our", "your", "his", "her", "their", "its"})


def _duration_of_another_thing_en(text: str, clock: tuple[int, int], duration: Duration) -> bool:
    """"Dinner is at 6:45 pm. The roast takes 2 hours 20 minutes.", "The game starts at 7:00 pm and the parking opens 2
    hours before": the duration told in a clause of its own, of a thing the clock time's clause does not name (not
    "it", not the way: "The trip takes …"), may be another span."""
    cuts = [0, *(m.end() for m in _SUBCLAUSES.finditer(text)), len(text)]
    at = [next(k for k, (a, b) in enumerate(zip(cuts, cuts[1:])) if a <= x < b) for x in (clock[0], duration.start)]
    if at[0] == at[1]:
        return False
    words = [w for w in _WORD_EN.findall(text[cuts[at[1]]:duration.start]) if w not in _ARTICLES_EN]
    told = set(_WORD_EN.findall(text[cuts[at[0]]:cuts[at[0] + 1]]))
    return len(words) >= 2 and words[1] not in _LINKS_EN and words[0] not in _REFERS_EN | told | _WAY_WORDS_EN \
        and words[0] not in _LINKS_EN


# Words that open no subject and its verb ("in 45 minutes", "for 2 hours", "it is 3:45 pm. 25 minutes later")
_LINKS_EN = frozenset({"in", "at", "for", "of", "to", "on", "about", "after", "before", "and", "then", "now", "later",
                       "within", "over", "by", "so", "but", "what", "when", "how"})


def _clause_of_another_doing(text: str, clock: tuple[int, int], duration: Duration, zh: bool) -> bool:
    """"下午5:50下班，路上40分钟，顺路接孩子，几点到家": a clause of the story that holds neither the clock time nor the
    duration tells a doing whose time is not given."""
    cuts = [0, *(m.end() for m in (_CLAUSES if zh else _SENTENCES_EN).finditer(text)), len(text)]
    clauses = [(a, b) for a, b in zip(cuts, cuts[1:]) if text[a:b].strip(" ,，;；.。!！?？")]
    story = clauses[:-1]  # the question's clause last
    return any(not (a <= clock[0] < b or a <= duration.start < b) for a, b in story)


# A way's verbs and nouns: its duration ends in an arrival, not in the end of what the clock time starts
_WAY_DOINGS_EN = re.compile(r"\b(?:drive|ride|trip|walk|commute|journey|flight|bus|train|way there)\b")
_WAY_DOINGS_ZH = re.compile(r"路上|坐车|开车|骑车|步行")
_STARTS_IN_EN = re.compile(r"\b(?:leaves|leave|starts|start|begins|begin|departs|opens|open)\s+in\s*$")
_ARRIVAL_ASKED_EN = re.compile(r"\b(?:arrive|get there|get home|get to|reach)\b")


def _span_ends_otherwise(text: str, duration: Duration, asked: str, zh: bool) -> bool:
    """"The game starts at 6:45 pm, and the drive there takes 40 minutes. What time does the game end?": a way's duration
    with the end of something else asked; "The train leaves in 25 minutes. What time does it arrive?": a wait before a
    start with its arrival asked."""
    cuts = [0, *(m.end() for m in _CLAUSES.finditer(text)), len(text)]
    clause = next(text[a:b] for a, b in zip(cuts, cuts[1:]) if a <= duration.start < b)
    if zh:
        return bool(_WAY_DOINGS_ZH.search(clause)) and any(w in asked for w in ("结束", "完", "散场"))
    way = _WAY_DOINGS_EN.search(clause) is not None
    ends = re.search(r"\b(?:end|finish|over|done)\b", asked) is not None
    return way and ends and not _ARRIVAL_ASKED_EN.search(asked) \
        or _STARTS_IN_EN.search(text[:duration.start]) is not None and _ARRIVAL_ASKED_EN.search(asked) is not None


_ASKED_AUX_EN = frozenset({"does", "did", "do", "will", "is", "was", "should", "must", "can"})


def _thing_asked_untold_en(tokens: list[Tok]) -> bool:
    """"The race starts at 9:00 am and the winner finished in 2 hours 5 minutes. What time did the last runner
    finish?": the question's subject has a word the story never says: another one's span."""
    at = last_clause_start(tokens)
    told = {w for t in tokens[:at] for w in t.value.lower().split()}
    asked = [w for t in tokens[at:] for w in t.value.lower().split()]
    aux = next((k for k, w in enumerate(asked) if w in _ASKED_AUX_EN), None)
    if aux is None:
        return False
    subject = [w for w in asked[aux + 1:aux + 4] if w not in _ARTICLES_EN]
    subject = subject[:next((k for k, w in enumerate(subject) if w in _END_OR_START_EN), len(subject))]
    return any(w not in told and w not in _REFERS_EN | {"me", "us", "you"} for w in subject)


_END_OR_START_EN = frozenset(w for words in (*_END_EN, *_START_EN) for w in words.split()) | {"be", "get", "go"}


def _without_relations(tokens: list[Tok]) -> list[Tok]:
    """The tokens without before and after: _relation_said reads them here, where the span reader takes them for a
    question of another span ("How many hours until …")."""
    return [t for t in tokens if t.value not in ("before", "after")]


def _someone_else_zh(tokens: list[Tok]) -> bool:
    """"我下午2点出发，走了3小时，弟弟几点到？", "他上午10点出发 … 我几点到？", "电影19:30开始，放映2小时15分钟，我几点到家？":
    the question names someone the story does not."""
    at = last_clause_start(tokens)
    question, story = tokens[at:], tokens[:at]
    if person_only_asked_zh(question, story):
        return True
    told, asked = "".join(t.value for t in story), "".join(t.value for t in question)
    return any(p in asked and p not in told for p in _PRONOUNS_ZH)


_PRONOUNS_EN = (frozenset({"i", "me", "my"}), frozenset({"we", "us", "our"}), frozenset({"you", "your"}),
                frozenset({"he", "him", "his"}), frozenset({"she", "her"}), frozenset({"they", "them", "their"}))


def _someone_else_en(tokens: list[Tok]) -> bool:
    """"The movie starts at 7:30 pm and lasts 2 hours. When do I get home?": a person asked whom the story does not
    tell of (clock_spans.py's check leaves a story of no one alone)."""
    at = last_clause_start(tokens)
    told = {w for t in tokens[:at] for w in t.value.lower().split()}  # "i need to" is one token
    asked = {w for t in tokens[at:] for w in t.value.lower().split()}
    return any(group & asked and not group & told for group in _PRONOUNS_EN)


# An arrival asked needs a way there told: "电影19:30开始，放映2小时15分钟，几点到家？" asks of another span than the film's.
_ARRIVALS_ZH = ("到",)
_WAYS_ZH = ("出发", "发车", "出门", "路上", "坐车", "开车", "走", "骑", "动身", "离开", "下班", "放学")
_ARRIVALS_EN = ("arrive", "get there", "get home", "get to", "reach")
_WAYS_EN = ("leave", "leaves", "left", "depart", "departs", "departed", "trip", "drive", "ride", "walk", "commute",
            "journey", "way", "travel", "set off", "bus", "train", "ferry")


_WAY_WORDS_EN = frozenset(w for way in _WAYS_EN for w in way.split())


def _arrival_without_a_way(tokens: list[Tok], zh: bool) -> bool:
    at = last_clause_start(tokens)
    told = ("" if zh else " ").join(t.value.lower() for t in tokens[:at])
    asked = ("" if zh else " ").join(t.value.lower() for t in tokens[at:])
    if zh:
        return any(w in asked for w in _ARRIVALS_ZH) and not any(w in told for w in _WAYS_ZH)
    return any(re.search(rf"\b{w}", asked) for w in _ARRIVALS_EN) \
        and not any(re.search(rf"\b{w}\b", told) for w in _WAYS_EN)
