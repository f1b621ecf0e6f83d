"""A candidate's rule: a fixed answer on learned words, or a computation: a sandbox op whose
parameters are the question's numbers (a whole-request regex with one named group per number,
validated as a number, and the words its questions shared; `RuleMatch.whole`)."""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import dataclass

from dtlib.grounding import english_numbers
from dtlib.perception import signature
from dtlib.records import RuleAction, RuleMatch, RuleParam, RuleSpec
from dtlib.rulematch import (GAP_GROUP, NAME_GROUP, RELATION_WORDS, RELATION_WORDS_ZH, SAID_GROUP, THING_GROUP,
                             PRONOUNS, is_operation_word, matches, numbers_are_slots, said_before,
                             said_group, verb_lemmas, verbs_group)

from .terms import is_content
from .window import MiningConfig, Window
from .wording import exclusions, match_terms, near_neighbours, separating_words, shared_extra_word

_NUMBER_SLOT = r"(?P<{name}>[-+]?\d+(?:[.,]\d+)*)"
_TEMPLATE_FIELD = re.compile(r"\{(\w+)\}")
NO_DIGITS = r"\d"  # exclusion of a fixed answer learned only from questions without numbers
QUOTES = "[\"“”「」『』]"  # ... and only from questions without quoted text (quotes are payload)
_QUOTES = re.compile(QUOTES)


def fingerprint(tenant: str, outcome_key: str, match: RuleMatch) -> str:
    material = "\x1f".join([tenant, outcome_key, *sorted(match.all), *sorted(match.any), *match.regex])
    return hashlib.sha256(material.encode()).hexdigest()


def rule_id_for(fp: str) -> str:
    return f"learned-{fp[:12]}"


def answer_rule(window: Window, members: list[int], cfg: MiningConfig,
                need: int | None = None) -> tuple[RuleSpec, list[int]] | str:
    """A fixed answer on the words its requests share (and none answered otherwise share)."""
    outcome = window.samples[members[0]].outcome
    if _TEMPLATE_FIELD.search(outcome.text):
        return "the answer contains {…} fields a template would fill"
    terms, covered = match_terms(window, members, cfg, need)
    if not terms:
        return "no words in common"
    positives = window.by_outcome[outcome.key]
    separating: list[str] = []
    if cfg.separate_rivals and covered - positives:
        # Its words also match questions answered otherwise: it must say one of the words
        # that only its own answer's questions use too.
        rivals = {window.samples[i].outcome.key for i in covered - positives}
        separating, kept = separating_words(window, covered & positives, rivals, cfg)
        if len(kept) >= cfg.min_support:
            covered = covered & set().union(*(window.index[t] for t in separating))
        elif not shared_extra_word(window, covered - positives, positives, cfg):
            return "no words tell its questions from a near answer's"
        else:  # they all say one more word: excluding it generalises ("hacked")
            separating = []
    numbers = {signature(window.samples[i].text)[0] for i in covered & positives}
    if len(numbers) == 1 and next(iter(numbers)):
        return "every question had the same numbers: the answer may depend on them"
    near = near_neighbours(window, covered & positives, positives, cfg.near_neighbours)
    wrong = covered - positives
    exclude = exclusions(window, wrong, near, positives, cfg)
    if exclude is None:
        return "conflicting outcomes among the requests its words match"
    quoted = any(_QUOTES.search(window.samples[i].norm) for i in covered & positives)
    spec = RuleSpec(id="", match=RuleMatch(all=terms, any=separating), exclude=exclude,
                    exclude_regex=([] if any(numbers) else [NO_DIGITS]) + ([] if quoted else [QUOTES]),
                    action=RuleAction(answer={outcome.lang: outcome.text}))
    return spec, near


# The tokens a computation rule is learned over: numbers (its slots), words, single Chinese
# characters (Chinese writes no spaces), punctuation. A word that ends in digits ("mp3") is a
# word: the digits are not one of the amounts it states (`dtlib.perception.mentions`).
_TOKEN = re.compile(r"[a-z]+\d+[a-z]*|\d+(?:[.,]\d+)*|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]|[^\W\d_]+(?:'[^\W\d_]+)?|[^\w\s]")
_GAP_SLACK = 8  # characters a gap may be longer than twice the longest it was seen
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{2}")
_MUST_WORDS = 8  # words a computation rule looks up before its regex runs
_CLAUSE_BREAKS = frozenset(".!?;,。！？；，")
_GAP_WORD = re.compile(r"[^\W\d_]+")
_ASKED_GAP_TOKENS = 2  # tokens a gap in the question may hold (a name: "bryan", 小明)


@dataclass
class _Tokens:
    norm: str
    words: list[str]  # "#" for a number, "@name1", "@thing1", ... for a slot (`_slot_classes`)
    spans: list[tuple[int, int]]


_NAME, _THING = "@name", "@thing"  # a person's name; a thing the request names more than once


def _tokens(norm: str, names: frozenset[str] = frozenset(), structure: bool = False) -> _Tokens | None:
    """The request as tokens; None when its numbers are not read as the digits it writes (a
    number in words, a date, a negative sign): a rule's slots could not be the numbers."""
    found = list(_TOKEN.finditer(norm))
    if not numbers_are_slots(norm, [m.span() for m in found if m.group()[0].isdigit()]) \
            or english_numbers(norm):
        return None
    words = ["#" if m.group()[0].isdigit() else m.group() for m in found]
    if structure and _CJK.search(norm.replace(" ", "")):  # names and things: English words only
        return None
    words, spans = _one_way_of_saying(words, [m.span() for m in found])
    return _Tokens(norm, _slot_classes(words, names) if structure else words, spans)


# Phrases that end a clause and say the same thing in other words ("how many … in all", "… in
# total", "… altogether"): one token, written as any of them, so questions that differ only
# there are one family. Only at a clause's end: "in all 3 boxes" is not a total.
_SAME_SAYINGS = {("in", "all"): "%total", ("in", "total"): "%total", ("altogether",): "%total",
                 ("all", "together"): "%total", ("to", "start", "with"): "%start",
                 ("to", "begin", "with"): "%start"}
_SAYING_PATTERN = {
    token: "(?:" + "|".join(r"\ ".join(rf"\b{w}\b" for w in words)
                            for words, t in sorted(_SAME_SAYINGS.items()) if t == token) + ")"
    for token in set(_SAME_SAYINGS.values())}


def _one_way_of_saying(words: list[str], spans: list[tuple[int, int]]
                       ) -> tuple[list[str], list[tuple[int, int]]]:
    out_words, out_spans, k = [], [], 0
    while k < len(words):
        for phrase, token in _SAME_SAYINGS.items():
            end = k + len(phrase)
            if tuple(words[k:end]) == phrase and (end == len(words) or words[end] in _CLAUSE_BREAKS):
                out_words.append(token)
                out_spans.append((spans[k][0], spans[end - 1][1]))
                k = end
                break
        else:
            out_words.append(words[k])
            out_spans.append(spans[k])
            k += 1
    return out_words, out_spans


def _slot_classes(words: list[str], names: frozenset[str]) -> list[str]:
    """The request's structure: each name becomes "@name<k>" (the k-th person it names), and
    each content word it writes more than once "@thing<k>" (a noun the story repeats: "# rulers
    ... how many rulers"), in the singular and the plural alike ("each ticket ... # tickets":
    "@thing1", "@thing1+s"), so requests that tell the same story of other people and things
    are worded alike. Words that say what is computed ("each", "more", "left") stay words."""
    bases = {word: _singular(word, words) for word in words}
    counts = Counter(bases[word] for word in words)
    classes: dict[str, str] = {}
    out = []
    for word in words:
        base = bases[word]
        if word in names:
            kind = _NAME
        elif counts[base] > 1 and _thing_word(base) and _thing_word(word):
            kind = _THING
        else:
            out.append(word)
            continue
        if base not in classes:
            classes[base] = f"{kind}{sum(c.startswith(kind) for c in classes.values()) + 1}"
        out.append(classes[base] + (f"+{word[len(base):]}" if word != base else ""))
    return out


def _thing_word(word: str) -> bool:
    return word.isascii() and word.isalpha() and is_content(word) and not is_operation_word(word)


def _singular(word: str, words: list[str]) -> str:
    """The word the request also writes that this one is the plural of ("tickets" → "ticket"),
    else the word itself."""
    for suffix in ("es", "s"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2 and word[:-len(suffix)] in words:
            return word[:-len(suffix)]
    return word


_SLOT_TOKEN = re.compile(r"(@[a-z]+\d+)(?:\+([a-z]+))?")


def _common(a: list[str], b: list[str]) -> list[str]:
    """Longest common subsequence of two token lists."""
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            table[i][j] = table[i + 1][j + 1] + 1 if a[i] == b[j] else max(table[i + 1][j], table[i][j + 1])
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            out.append(a[i])
            i, j = i + 1, j + 1
        elif table[i + 1][j] >= table[i][j + 1]:
            i += 1
        else:
            j += 1
    return out


def _embedding(common: list[str], tokens: _Tokens) -> list[int]:
    """Where each common token sits in the request (leftmost)."""
    at, out = 0, []
    for tok in common:
        while tokens.words[at] != tok:
            at += 1
        out.append(at)
        at += 1
    return out


def _family(members: list[_Tokens], seed: int, cfg: MiningConfig, same_question: bool = False
            ) -> tuple[list[str], list[int]]:
    """The common tokens of a group of requests worded like `members[seed]`, most alike first
    (by shared words): a request joins while the wording it shares with the group keeps
    `family_keep` of the seed's tokens (and, with `same_question`, asks the seed's question
    token for token: by structure, the question is what must be the same)."""
    first = members[seed].words
    question = _question(first) if same_question else []
    vocabulary = set(first)
    others = sorted((i for i in range(len(members)) if i != seed),
                    key=lambda i: -len(vocabulary & set(members[i].words)) / len(vocabulary | set(members[i].words)))
    common, chosen, misses = first, [seed], 0
    for i in others:
        joined = _common(common, members[i].words)
        alike = len(joined) >= cfg.family_keep * len(first) and joined.count("#") == first.count("#")
        if alike and (not same_question or _question(members[i].words) == question):
            common, chosen, misses = joined, chosen + [i], 0
        else:
            misses += 1
            if misses >= cfg.family_misses:
                break  # the rest share even fewer words with the seed
    return common, chosen


def _question(words: list[str]) -> list[str]:
    """The tokens of the last clause."""
    breaks = [k for k, tok in enumerate(words[:-1]) if tok in _CLAUSE_BREAKS]
    return words[breaks[-1] + 1:] if breaks else words


def computation_pattern(common: list[str], members: list[_Tokens], closed_gaps: bool = False
                        ) -> tuple[str, list[str]] | None:
    """The whole-request regex: the common tokens in order (numbers as named slots), with what
    stands between two of them written out when every request wrote the same, else a gap group
    (no digits, at most about twice as long as the longest seen; the same text again where every
    request repeated an earlier gap); and the words it must say
    (its content words, Chinese as character pairs written together): looked up before the
    regex runs. None when the requests' questions (their last clause) differ in more than a
    name said before it: what a rule computes is what its question asks for, so that part is
    written out, and a name there must be one the request said ("does Bryan have")."""
    places = [_embedding(common, t) for t in members]
    pieces, slot, gap, must = [], 0, 0, []
    seen: dict[tuple[str, ...], int] = {}  # the gaps so far: what each request wrote there
    names: dict[int, str] = {}  # gap number → its group
    slots: dict[str, str] = {}  # "@name1", "@thing1", ... → its group
    story_gaps: dict[int, list[str]] = {}  # the gaps before the question: what each request wrote
    breaks = [k for k, tok in enumerate(common[:-1]) if tok in _CLAUSE_BREAKS]
    asked_from = breaks[-1] + 1 if breaks else 0  # the question: the last clause
    for k in range(len(common) + 1):
        between = []
        for t, place in zip(members, places):
            start = t.spans[place[k - 1]][1] if k else 0
            end = t.spans[place[k]][0] if k < len(common) else len(t.norm)
            between.append(t.norm[start:end])
        if len(set(between)) == 1:
            pieces.append(re.escape(between[0]))
            if 0 < k < len(common) and not between[0] and _CJK.fullmatch(common[k - 1] + common[k]):
                must.append(common[k - 1] + common[k])
        elif tuple(between) in seen:  # every request repeated an earlier gap here ("grew # melons
            # ... how many melons"): a request must repeat it too
            pieces.append(f"(?P={names[seen[tuple(between)]]})")
        else:
            gap += 1
            seen[tuple(between)] = gap
            longest = max(len(b) for b in between)
            slack, group = _GAP_SLACK, GAP_GROUP
            # in the question, a gap right after its break included ("…米，它的面积" and "…米，菜地的
            # 面积", not "…米，手帕的面积"): only a pronoun or what was said before may vary there
            in_question = k >= asked_from if breaks else k > 0
            if in_question:
                for t, place, b in zip(members, places, between):
                    before = t.norm[:t.spans[place[k - 1]][1]]
                    if len(_TOKEN.findall(b)) > _ASKED_GAP_TOKENS or not said_before(b, before):
                        return None
                slack, group = 0, SAID_GROUP
            else:
                story_gaps[gap] = between
            names[gap] = f"{group}{gap}" if group != SAID_GROUP else said_group(gap, _said_in(between, story_gaps))
            held = rf"{_open_gap(between)}{{0,{2 * longest + slack}}}?"
            if closed_gaps and group == GAP_GROUP:  # only words some request wrote there
                vocabulary = "|".join(re.escape(w) for w in sorted({w for b in between for w in _GAP_WORD.findall(b)}))
                held = rf"(?:\W|\b(?:{vocabulary})\b){{0,{2 * longest + slack}}}?" if vocabulary else r"\W*?"
            elif group == GAP_GROUP:  # and no verb its requests did not write there ("donated" is not "won")
                names[gap] = verbs_group(gap, {v for b in between for w in _GAP_WORD.findall(b) for v in verb_lemmas(w)})
            pieces.append(rf"(?P<{names[gap]}>{held})")
        if k == len(common):
            break
        tok = common[k]
        if tok == "#":
            slot += 1
            pieces.append(_NUMBER_SLOT.format(name=f"n{slot}"))
        elif tok[0] == "@":
            written = {t.norm[slice(*t.spans[place[k]])] for t, place in zip(members, places)}
            base, plural = _SLOT_TOKEN.fullmatch(tok).groups()  # type: ignore[union-attr]
            plural = re.escape(plural or "")
            if base in slots:  # the same person or thing again: the same word
                pieces.append(rf"\b(?P={slots[base]}){plural}\b")
            elif k >= asked_from:  # first named by the question: what is asked for is written out
                if len(written) > 1:
                    return None
                pieces.append(rf"\b{re.escape(written.pop())}\b")
            else:
                slots[base] = f"{NAME_GROUP if base.startswith(_NAME) else THING_GROUP}{len(slots) + 1}"
                pieces.append(rf"\b(?P<{slots[base]}>[^\W\d_]+?){plural}\b")
        elif tok in _SAYING_PATTERN:
            pieces.append(_SAYING_PATTERN[tok])
        elif tok.isascii() and tok[0].isalnum():
            pieces.append(rf"\b{re.escape(tok)}\b")
            if is_content(tok):
                must.append(tok)
        else:
            pieces.append(re.escape(tok))
    return "".join(pieces), list(dict.fromkeys(must))[:_MUST_WORDS]


def _said_in(asked: list[str], story_gaps: dict[int, list[str]]) -> set[int]:
    """The story's gaps in which each request said what its question names (a pronoun names
    anyone): "how many apples does Sam have" after "Sam had # apples . He gave # apples to Lucy"
    asks about the one who had them; "… does Lucy have" is another question."""
    anchors = set(story_gaps)
    for k, words in enumerate(asked):
        if words.strip() not in PRONOUNS:
            anchors &= {gap for gap, between in story_gaps.items() if said_before(words, between[k])}
    return anchors


def _open_gap(between: list[str]) -> str:
    """One character of a gap that holds no digit and no relation word its requests did not
    write there: "she bought # … how many" learned from "bought" and "got" must not take "she
    gave away #" ("left", "more", "each" decide the operation; 剩, 多, 每 in Chinese)."""
    written = " ".join(between)
    unseen = sorted(w for w in RELATION_WORDS if not re.search(rf"\b{w}\b", written))
    unseen_zh = sorted(w for w in RELATION_WORDS_ZH if w not in written)
    barred = "|".join([rf"\b(?:{'|'.join(unseen)})\b"] * bool(unseen) + [re.escape(w) for w in unseen_zh])
    return rf"(?:(?!{barred})\D)" if barred else r"\D"


READINGS = ("words", "structure")  # a family is sought by the words written, then by the story's structure


def op_rule(window: Window, members: list[int], cfg: MiningConfig,
            tried: set[tuple[int, str]] | None = None) -> tuple[RuleSpec, list[int]] | str:
    """A computation rule: the whole-request pattern of a group of `members` worded alike (the
    first group big enough that answers nothing otherwise), a number slot per number of the
    question (each filled once), and the operation over the slots; words of near requests
    answered otherwise are excluded. Every member is tried as the first of a group, by the
    words it writes and then by its structure (`_slot_classes`: other people, other things),
    except (member, reading) pairs in `tried` (tried before in this mining run; each tried is
    added): a shape asked in dozens of wordings has families anywhere in its list, not only
    among its first members."""
    outcome = window.samples[members[0]].outcome
    tried = set() if tried is None else tried
    slots = sorted({int(n) for v in outcome.args.values() if isinstance(v, str)
                    for n in re.findall(r"\{n(\d+)\}", v)})
    why = "fewer questions worded alike than a rule needs"
    for reading in READINGS:
        names = window.names if reading == "structure" else frozenset()
        readable = {i: t for i in members
                    if (t := _tokens(window.samples[i].norm, names, reading == "structure")) is not None}
        read_from, read = list(readable), list(readable.values())
        tried.update((i, reading) for i in set(members) - set(readable))  # no slot reads their numbers
        if len(read) < cfg.computation_support:
            return "its questions state numbers a slot cannot read"
        for seed in range(len(read)):
            if (read_from[seed], reading) in tried:
                continue
            tried.add((read_from[seed], reading))
            common, chosen = _family(read, seed, cfg, same_question=reading == "structure")
            if len(chosen) < cfg.computation_support:
                continue
            if sum(tok != "#" and tok[0].isalnum() for tok in common) < cfg.min_pattern_words:
                why = "no words in common"
                continue
            if slots and max(slots) > common.count("#"):
                return "the op uses a number the questions do not state"
            built = _computation_rule(window, outcome, common, [read[c] for c in chosen], cfg,
                                      closed_gaps=reading == "structure")
            if isinstance(built, str):
                why = built
                continue
            return built
    return why


def all_tried(tried: set[tuple[int, str]], members: list[int]) -> bool:
    """Whether every member was tried as the first of a family in every reading."""
    return all((i, reading) in tried for i in members for reading in READINGS)


def _computation_rule(window: Window, outcome, common: list[str], family: list[_Tokens],
                      cfg: MiningConfig, closed_gaps: bool = False) -> tuple[RuleSpec, list[int]] | str:
    pattern = computation_pattern(common, family, closed_gaps)
    if pattern is None:
        return "its questions ask for different things"
    regex, must = pattern
    params = [RuleParam(name=f"n{i}", type="number") for i in range(1, common.count("#") + 1)]
    spec = RuleSpec(id="", match=RuleMatch(all=must, regex=[regex], whole=True), params=params,
                    action=RuleAction(op=outcome.op, args=dict(outcome.args)))
    positives = window.by_outcome[outcome.key]
    agreeing = window.agreeing(outcome.key)  # with requests whose equal numbers swap places
    covered = window.extension(spec)
    if len(covered & positives) < cfg.computation_support:
        return "its pattern answers too few of its own questions"
    near = near_neighbours(window, covered & positives, agreeing, cfg.near_neighbours)
    exclude = exclusions(window, covered - agreeing, near, agreeing, cfg)
    if exclude is None:
        return "conflicting outcomes among the requests its pattern matches"
    # a Chinese character pair is found inside longer words too: none may exclude its own questions
    own = [window.samples[i].norm for i in covered & positives]
    # a name is never an exclusion: another person asked the same thing is answered the same
    spec.exclude = [e for e in exclude if not any(matches(e, norm) for norm in own)
                    and not set(e.split()) & window.names]
    if window.extension(spec) - agreeing:
        return "conflicting outcomes among the requests its pattern matches"
    return spec, near
