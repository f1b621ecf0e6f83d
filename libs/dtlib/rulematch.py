"""One rule, compiled from its `RuleSpec` (YAML file or rules.state record), and how it matches:
the one matcher. The rules service answers with it; the learner judges rules and mines them with
it, so what the learner thinks a rule would answer is what the rules service answers.

A rule answers only when everything holds: its keywords and regexes match, the required context
keys are there, no exclusion matches, every required parameter is found and valid, and the
question has no other clause the rule does not cover ("what is dualtrack and how do I install
it?" is half covered by an about-rule, so it passes on). Anything less passes the request on:
a rule never guesses. A computation rule (`match.whole`) covers the whole request: its regex
matches the text in full, and the request's numbers are exactly its number slots, each once.

Keywords match whole words on the normalised text, a trailing plural allowed; Chinese matches as
a substring. Exclusions that are single words, and exclusion regexes written by `words_regex`,
are looked up as a set (a learned rule may exclude hundreds of words), with the same result.
"""

from __future__ import annotations

import re
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from functools import lru_cache

from lemminflect import getAllLemmas

from dtlib.envelope import Task, ToolCall
from dtlib.grounding import english_numbers
from dtlib.perception import mentions
from dtlib.records import RuleParam, RuleSpec
from dtlib.text import language, normalise

_TEMPLATE_FIELD = re.compile(r"\{(\w+)\}")
_CLAUSE_BREAK = re.compile(
    r"[?？!！;；。\n]+|,\s*(?:and|but|also)\s+|\s+and\s+(?=(?:how|what|why|where|when|who|which|can|could|"
    r"should|would|is|are|do|does|tell|give|also)\b)|\s+also\s+|另外|还有|以及|顺便|并且|然后|再问一下")
_FILLER = re.compile(
    r"\b(?:please|thanks|thank you|thx|ok|okay|hi|hello|hey|pls|so|then|now)\b|谢谢|多谢|请问|请|你好|您好|呢|吗|啊|呀|吧"
    r"|[\s\W_]+")


class RuleError(ValueError):
    """A rule that cannot be compiled; the message names the rule and the field."""


@dataclass
class Hit:
    rule: CompiledRule
    params: dict[str, str]
    answer: str | None = None  # a templated answer in the request's language ...
    task: Task | None = None  # ... or a sandbox operation
    tool: ToolCall | None = None  # ... or a tool call (its parameters not yet read nor checked)


@dataclass
class Miss:
    rule: CompiledRule
    reason: str  # why a matching rule passed the request on: partial, missing <param>, ...


@lru_cache(maxsize=65536)
def phrase_pattern(phrase: str) -> re.Pattern[str]:
    """How a keyword or exclusion phrase matches the normalised text."""
    # ASCII words must match whole words ("hi" is not in "this"); Chinese has no spaces.
    body = re.escape(normalise(phrase))
    # A trailing plural still matches ("holiday" excludes "holidays").
    return re.compile(rf"(?<![\w]){body}(?:s|es)?(?![\w])" if phrase.isascii() else body)


def matches(phrase: str, norm: str) -> bool:
    return phrase_pattern(phrase).search(norm) is not None


_WORD = re.compile(r"\w+")


def is_word(phrase: str) -> bool:
    """A phrase that is one ASCII word: matched by set lookup (`says_any`)."""
    return phrase.isascii() and _WORD.fullmatch(normalise(phrase)) is not None


def says_any(norm: str, words: frozenset[str] | set[str]) -> bool:
    """Whether the text has one of `words` as a whole word, a trailing plural allowed: what
    `phrase_pattern` finds, by set lookups."""
    for token in _WORD.findall(norm):
        if token in words or (token.endswith("s") and (token[:-1] in words or
                                                       (token.endswith("es") and token[:-2] in words))):
            return True
    return False


WORDS_HEAD, WORDS_TAIL = r"(?<![\w])(?:", r")(?:s|es)?(?![\w])"
_WORDS_PATTERN = re.compile(re.escape(WORDS_HEAD) + r"([\w|]+)" + re.escape(WORDS_TAIL))


def words_regex(words: set[str]) -> str:
    """One exclusion pattern for many words (one search instead of one per word), matched like
    phrases: whole words, a trailing plural allowed."""
    body = "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))
    return f"{WORDS_HEAD}{body}{WORDS_TAIL}"


def _words_of(pattern: str) -> set[str] | None:
    """The words of an exclusion pattern that only lists plain words (as `words_regex` writes
    them): matched by set lookups, the same test."""
    m = _WORDS_PATTERN.fullmatch(pattern)
    if m is None or not pattern.isascii():
        return None
    return set(m.group(1).split("|"))


def _compile(pattern: str, rule_id: str) -> re.Pattern[str]:
    try:
        return re.compile(pattern, re.IGNORECASE)
    except re.error as exc:
        raise RuleError(f"rule {rule_id}: regex {pattern!r} does not compile: {exc}") from None


@dataclass
class CompiledRule:
    spec: RuleSpec
    origin: str  # the file or "rules.state"
    any: list[re.Pattern[str]] = field(default_factory=list)
    all: list[re.Pattern[str]] = field(default_factory=list)
    regex: list[re.Pattern[str]] = field(default_factory=list)
    exclude: list[re.Pattern[str]] = field(default_factory=list)
    exclude_words: frozenset[str] = frozenset()  # single-word exclusions, looked up as a set

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def scope(self) -> str:
        return self.spec.scope

    @property
    def status(self) -> str:
        return self.spec.status

    @property
    def answers(self) -> dict[str, str]:
        action = self.spec.action
        return (action.answer if action and action.answer else None) or self.spec.answer

    def expired(self, now: float | None = None) -> bool:
        if self.spec.ttl_s is None or self.spec.updated_at is None:
            return False
        return (now or time.time()) > self.spec.updated_at + self.spec.ttl_s

    # --- matching -------------------------------------------------------------------------
    def evaluate(self, text: str, context: Mapping[str, str], *, norm: str | None = None
                 ) -> Hit | Miss | None:
        """None: the rule does not apply. Miss: it applies but passes the request on. Hit: it
        answers. `norm`: normalise(text), when the caller has it already."""
        judged = self._judge(normalise(text) if norm is None else norm, context)
        return self._act(text, judged) if isinstance(judged, dict) else judged

    def would_answer(self, norm: str, context: Mapping[str, str] | None = None) -> bool:
        """Whether `evaluate` answers (a Hit) a request whose normalised text is `norm`, without
        rendering the answer."""
        return isinstance(self._judge(norm, context or {}), dict)

    def _judge(self, norm: str, context: Mapping[str, str]) -> dict[str, str] | Miss | None:
        """The valid parameters when the rule answers; else what `evaluate` returns."""
        spans: list[tuple[int, int]] = []
        if self.any:
            found = [m for p in self.any if (m := p.search(norm))]
            if not found:
                return None
            spans += [m.span() for m in found]
        for pattern in self.all:
            m = pattern.search(norm)
            if m is None:
                return None
            spans.append(m.span())
        groups: dict[str, str] = {}
        whole = self.spec.match is not None and self.spec.match.whole
        for pattern in self.regex:
            m = pattern.fullmatch(norm) if whole else pattern.search(norm)
            if m is None:
                return None
            if whole and not _slots_are_the_numbers(m, norm):
                return Miss(self, "partial: the question states a number the rule has no slot for")
            spans.append(m.span())
            groups.update({k: v for k, v in m.groupdict().items() if v is not None})
        if any(p.search(norm) for p in self.exclude) or says_any(norm, self.exclude_words):
            return None
        missing_keys = [k for k in (self.spec.match.context if self.spec.match else []) if not context.get(k)]
        if missing_keys:
            return Miss(self, f"missing context {', '.join(missing_keys)}")
        if _uncovered_clause(norm, spans):
            return Miss(self, "partial: the question has a clause this rule does not cover")
        params: dict[str, str] = {}
        for param in self.spec.params:
            raw = context.get(param.key or param.name) if param.source == "context" else groups.get(param.key or param.name)
            value, problem = validate(param, raw)
            if problem:
                if param.required:
                    return Miss(self, f"parameter {param.name}: {problem}")
                continue
            params[param.name] = value  # type: ignore[assignment]
        return params

    def _act(self, text: str, params: dict[str, str]) -> Hit | Miss:
        action = self.spec.action
        if action is not None and action.tool:
            args = {k: render(v, params) if isinstance(v, str) else v for k, v in action.args.items()}
            return Hit(self, params, tool=ToolCall(tool=action.tool, args=args, source=f"rule:{self.id}"))
        if action is not None and action.op:
            args = {k: render(v, params) if isinstance(v, str) else v for k, v in action.args.items()}
            return Hit(self, params, task=Task(op=action.op, args=args, source=f"rule:{self.id}"))
        templates = self.answers
        lang = language(text)
        template = templates.get(lang) or templates.get("en") or next(iter(templates.values()))
        return Hit(self, params, answer=render(template, params))

    def render(self, text: str) -> str:
        """The templated answer in the language of `text` (no parameters)."""
        templates = self.answers
        lang = language(text)
        return render(templates.get(lang) or templates.get("en") or next(iter(templates.values())), {})


GAP_GROUP = "gap"  # the prefix of a computation rule's gap groups (`RuleMatch.whole`) ...
SAID_GROUP = "gapsaid"  # ... and of those in its question that must repeat words said before them
NAME_GROUP = "gapname"  # ... a person's name (one word; the same name again where a rule repeats it)
THING_GROUP = "gapthing"  # ... a thing the story names again (the same word where it repeats)
# ... a stretch of the story that holds no verb but those named after the prefix ("gapverbs3_buy_find"
# holds "bought", "buys", "found", never "threw" nor "donated": a verb decides the operation)
VERBS_GROUP = "gapverbs"
# Words that relate the amounts ("5 each", "5 more", "how many are left"): which one a request
# says decides the operation, so a computation rule's open gap holds only those its own requests
# wrote there (`rulegen`); Chinese as characters, found inside words.
RELATION_WORDS = frozenset("""
more less fewer left each every per times total all altogether together remaining rest twice half
many much than some other another additional extra now first start end same equal equally both
only still already again away back out off up down not no none cost costs price change difference
gave give gives lost lose loses spent spend spends sold sell sells ate eat eats used use uses took
take takes broke break breaks bought buy buys got get gets found find finds received receive receives
won win wins paid pay pays borrowed borrow lent lend
""".split())
RELATION_WORDS_ZH = frozenset("多 少 剩 共 每 倍 比 平均 还 再 又 走 用 掉 卖 吃 借 给 减 加 增 降 差 总".split())
# Words that say what is computed: a name or thing slot never holds one ("5 each", "5 more").
_OPERATION_WORDS = RELATION_WORDS | frozenset("he she it they him her them his their its we you i one ones".split())
# Words that state an amount without a digit: in a gap they would change what is computed.
_AMOUNT_WORDS = re.compile(r"\b(?:dozens?|half|halves|twice|double[ds]?|triple[ds]?|thrice|quarters?|"
                           r"pairs?|couple|score)\b|半|倍|双")


def is_operation_word(word: str) -> bool:
    """A word that says what is computed, which a name or thing slot never holds."""
    return word in _OPERATION_WORDS


@lru_cache(maxsize=65536)
def verb_lemma(word: str) -> str | None:
    """The lemma of an inflected verb that is never a noun in lemminflect's dictionary ("threw"
    → "throw", "collected" → "collect"); None for other words: those that may be a noun
    ("plant", "shelves", "books": a thing of the story does not decide its operation), and a
    verb's plain form, which is also how names are written ("peter", "sue", "rob")."""
    readings = getAllLemmas(word)
    if "VERB" not in readings or "NOUN" in readings or "PROPN" in readings or readings["VERB"][0] == word:
        return None
    return readings["VERB"][0]


def verb_lemmas(word: str) -> set[str]:
    """Every verb the word may be a form of ("shelves" → {"shelve"})."""
    return set(getAllLemmas(word).get("VERB", ()))


def verbs_group(gap: int, lemmas: set[str]) -> str:
    """The name of a gap group that holds no verb but those of `lemmas` (`VERBS_GROUP`)."""
    return "_".join([f"{VERBS_GROUP}{gap}", *sorted(w for w in lemmas if w.isascii() and w.isalpha())])


def _unseen_verb(text: str, name: str) -> bool:
    allowed = set(name.split("_")[1:])
    return any((lemma := verb_lemma(word)) is not None and lemma not in allowed
               for word in _WORD.findall(text))


def numbers_are_slots(norm: str, slots: list[tuple[int, int]]) -> bool:
    """Every number the text states is read at exactly one of `slots`, as the digits written
    there (a percent sign may follow: "15%" is 15 to a percent_of), and each slot is one number
    ("3.5万" is not 3.5)."""
    numbers = mentions(norm).numbers
    if len(numbers) != len(slots):
        return False
    return all(n.start == start and n.raw[end - start:].strip() in ("", "%")
               for (start, end), n in zip(sorted(slots), numbers))


PRONOUNS = frozenset("he she they it him her them his their its we you i 他 她 它 他们 她们 它们".split())


def said_before(text: str, before: str) -> bool:
    """A gap of a computation rule's question holds a pronoun or words the request said before
    it (whole words, or their plural; Chinese as written)."""
    words = text.strip()
    if words in PRONOUNS:
        return True
    if not words.isascii():
        return bool(words) and words in before
    # the plural of what was said is the same thing ("each banana ... how much do 4 bananas")
    forms = [words] + [words[:-len(end)] for end in ("es", "s") if words.endswith(end) and len(words) > len(end) + 2]
    return bool(words) and any(re.search(rf"(?<!\w){re.escape(form)}(?!\w)", before) for form in forms)


def said_group(gap: int, story_gaps: set[int]) -> str:
    """The name of a question's gap group whose words must have been said in one of the story's
    gaps `story_gaps` (by their numbers: "gapsaid5_1" in what "gap1" holds), or anywhere before
    it when there are none."""
    return "_".join([f"{SAID_GROUP}{gap}", *(str(g) for g in sorted(story_gaps))])


_STORY_GAP = re.compile(rf"(?:{GAP_GROUP}|{VERBS_GROUP})(\d+)(?:_|$)")  # a story gap's group: its number


def _said_where_asked(text: str, name: str, m: re.Match[str]) -> bool:
    """A `said_group`'s words are a pronoun, or were said in one of the story gaps it names."""
    anchors = set(name.split("_")[1:])
    return text.strip() in PRONOUNS or any(
        said_before(text, said) for group, said in m.groupdict().items()
        if said and (n := _STORY_GAP.match(group)) is not None and n.group(1) in anchors)


def _slots_are_the_numbers(m: re.Match[str], norm: str) -> bool:
    """Every number the text states is one of the match's slot groups, each slot one number,
    no gap hides a number written as a word ("five"), and what varies in the question is a word
    the request said before it ("how many cards does Aaron have" after "Aaron has …"), where
    the rule's requests said theirs (`said_group`), and a gap holds no verb its requests did not
    write there (`VERBS_GROUP`)."""
    if not numbers_are_slots(norm, [m.span(name) for name in m.groupdict()
                                    if not name.startswith(GAP_GROUP)]):
        return False
    for name, text in m.groupdict().items():
        if not name.startswith(GAP_GROUP) or not text:
            continue
        if english_numbers(text) or _AMOUNT_WORDS.search(text):
            return False
        if name.startswith(SAID_GROUP) and not said_before(text, norm[:m.start(name)]):
            return False  # the question asks about something the request never mentioned
        if name.startswith(SAID_GROUP) and "_" in name and not _said_where_asked(text, name, m):
            return False  # ... or about another person or thing of the story than its requests did
        if name.startswith((NAME_GROUP, THING_GROUP)) and is_operation_word(text):
            return False
        if name.startswith(VERBS_GROUP) and _unseen_verb(text, name):
            return False  # a verb its requests never wrote there may be another operation
    return True


def _uncovered_clause(norm: str, spans: list[tuple[int, int]]) -> bool:
    """True when a clause without any matched phrase still says something."""
    start = 0
    clauses = []
    for m in _CLAUSE_BREAK.finditer(norm):
        clauses.append((start, m.start()))
        start = m.end()
    clauses.append((start, len(norm)))
    if len(clauses) == 1:
        return False
    for a, b in clauses:
        covered = any(s < b and e > a for s, e in spans)
        if not covered and _FILLER.sub("", norm[a:b]):
            return True
    return False


def render(template: str, params: dict[str, str]) -> str:
    """Fill "{name}" fields; only plain names, so a template cannot reach attributes."""
    return _TEMPLATE_FIELD.sub(lambda m: params.get(m.group(1), m.group(0)), template)


def validate(param: RuleParam, raw: str | None) -> tuple[str | None, str]:
    """(value, "") or (None, problem)."""
    if raw is None or not str(raw).strip():
        return None, "missing"
    text = str(raw).strip()
    if param.type in ("number", "integer"):
        found = mentions(text).numbers
        if len(found) != 1:
            return None, f"{text!r} is not one number"
        value = found[0].value
        if param.type == "integer" and value != value.to_integral_value():
            return None, f"{text!r} is not a whole number"
        try:
            if param.min is not None and value < Decimal(str(param.min)):
                return None, f"{found[0].plain()} is below {param.min}"
            if param.max is not None and value > Decimal(str(param.max)):
                return None, f"{found[0].plain()} is above {param.max}"
        except InvalidOperation:
            return None, "bad bounds"
        return found[0].plain(), ""
    if param.type == "date":
        dates = mentions(text).dates
        if len(dates) != 1 or dates[0].problem or not dates[0].valid:
            return None, f"{text!r} is not one valid date"
        return dates[0].iso, ""  # type: ignore[return-value]
    if param.type == "choice":
        choices = {c.casefold(): c for c in param.choices}
        if text.casefold() not in choices:
            return None, f"{text!r} is not one of {', '.join(param.choices)}"
        return choices[text.casefold()], ""
    if param.pattern and not re.fullmatch(param.pattern, text):
        return None, f"{text!r} does not match {param.pattern}"
    return text, ""


def compile_rule(spec: RuleSpec, origin: str) -> CompiledRule:
    rid = spec.id
    if spec.match is None:
        raise RuleError(f"{origin}: rule {rid} has no match")
    m = spec.match
    if not (m.any or m.all or m.regex):
        raise RuleError(f"{origin}: rule {rid} needs match keywords (any/all) or a regex")
    action = spec.action
    if not ((action and (action.answer or action.op or action.tool)) or spec.answer):
        raise RuleError(f"{origin}: rule {rid} needs an answer or an action")
    if action and sum(map(bool, (action.answer or spec.answer, action.op, action.tool))) > 1:
        raise RuleError(f"{origin}: rule {rid} has more than one of an answer, an op and a tool; give one")
    rule = CompiledRule(
        spec, origin,
        any=[phrase_pattern(p) for p in m.any], all=[phrase_pattern(p) for p in m.all],
        regex=[_compile(p, rid) for p in m.regex],
        exclude=[phrase_pattern(p) for p in spec.exclude if not is_word(p)]
        + [_compile(p, rid) for p in spec.exclude_regex if _words_of(p) is None],
        exclude_words=frozenset({normalise(p) for p in spec.exclude if is_word(p)}.union(
            *(_words_of(p) or () for p in spec.exclude_regex))),
    )
    groups = {g for p in rule.regex for g in p.groupindex}
    for param in spec.params:
        if param.source == "regex" and (param.key or param.name) not in groups:
            raise RuleError(f"{origin}: rule {rid}: parameter {param.name} names no regex group")
        if param.pattern:
            _compile(param.pattern, rid)
    known = {p.name for p in spec.params}
    templates = list(rule.answers.values()) + [v for v in (action.args.values() if action else []) if isinstance(v, str)]
    for template in templates:
        for name in _TEMPLATE_FIELD.findall(template):
            if name not in known:
                raise RuleError(f"{origin}: rule {rid}: template field {{{name}}} is not a parameter")
    return rule
