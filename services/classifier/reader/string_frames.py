"""Question frames of strings, each into its one sandbox operation: a string reversed or in another case, its
length, a letter or a piece counted in it (quoted or bare, plural, in Chinese) (Builder mixes these in)."""

from __future__ import annotations

from lark import Token

from dtlib.envelope import Task

from .values import Refuse


class StringFrameRules:
    """The string questions of the grammar."""

    def _quotes(self, c: list) -> list[str]:
        return [self.slots.quoted(str(t)) for t in c if isinstance(t, Token) and t.type == "QUOTE"]

    def str_reverse(self, c: list) -> Task:
        (text,) = self._quotes(c)
        return Task("str_reverse", {"text": text}, source="parser")

    def str_case(self, c: list) -> Task:
        (text,) = self._quotes(c)
        upper = any(isinstance(t, Token) and t.type == "UPPER" for t in c)
        return Task("str_upper" if upper else "str_lower", {"text": text}, source="parser")

    str_case_first = str_case

    def str_len(self, c: list) -> Task:
        (text,) = self._quotes(c)
        asks_letters = any(isinstance(t, Token) and ("letter" in t.value or "字母" in t.value) for t in c)
        if asks_letters and not text.isalpha():
            raise Refuse("letters asked, but not every character is a letter")  # "hello world": 10 or 11?
        asks_hanzi = any(isinstance(t, Token) and t.type == "LENGTH" and t.value.endswith("字") for t in c)
        if asks_hanzi and not all("\u4e00" <= ch <= "\u9fff" for ch in text):
            raise Refuse("几个字 counts Chinese characters: punctuation, spaces or letters are not one")  # 你好，世界: 4
        return Task("str_len", {"text": text}, source="parser")

    def str_count(self, c: list) -> Task:
        sub, text = self._quotes(c)
        return self._count(text, sub, c)

    def str_count_plural(self, c: list) -> Task:  # "how many r's are in the word 'aardvark'"
        word = str(next(t for t in c if isinstance(t, Token) and t.type == "WORD"))
        (text,) = self._quotes(c)
        if len(word) != 3 or not word.endswith("'s") or not word[0].isalpha():
            raise Refuse("a letter count names one letter")
        letter = word[0]
        if letter.upper() in text and letter in text:
            raise Refuse("the letter appears in both cases: whether case counts is not said")
        return Task("str_count", {"text": text, "sub": letter, "ignore_case": True}, source="parser")

    def str_count_quoted_plural(self, c: list) -> Task:  # 'how many "a"s are in "banana"'
        word = str(next(t for t in c if isinstance(t, Token) and t.type == "WORD"))
        if word != "s":
            raise Refuse("a quoted string counted in the plural takes an s")
        sub, text = self._quotes(c)
        return self._count(text, sub, c)

    def str_named_form(self, c: list) -> Task:  # 'the uppercase version of "hello"', 'the reversed form of "abc"'
        word = str(next(t for t in c if isinstance(t, Token) and t.type == "WORD"))
        if word not in ("version", "form"):
            raise Refuse("a form of the string is its version or form")
        if any(isinstance(t, Token) and t.type == "REVERSED" for t in c):
            return self.str_reverse(c)
        return self.str_case(c)

    def str_count_bare(self, c: list) -> Task:
        (text,) = self._quotes(c)
        (letter,) = [x for x in c if isinstance(x, str) and not isinstance(x, Token)]
        return self._count(text, letter, c)

    def bare_letter(self, c: list) -> str:
        letter = str(c[0])
        if len(letter) != 1 or not "a" <= letter <= "z":
            raise Refuse("a letter without quotes is one letter")
        return letter

    def str_count_zh(self, c: list) -> Task:
        text, sub = self._quotes(c)
        return self._count(text, sub, c)

    def _count(self, text: str, sub: str, c: list) -> Task:
        if not sub:
            raise Refuse("an empty string to count")
        args: dict = {"text": text, "sub": sub}
        letter = any(isinstance(t, Token) and t.type == "LETTER" for t in c)
        if letter and len(sub) == 1 and sub.isalpha() and sub.lower() != sub.upper() \
                and sub.lower() in text and sub.upper() in text:
            raise Refuse("the letter appears in both cases: whether case counts is not said")
        if letter and len(sub) == 1 and sub.isalpha():
            args["ignore_case"] = True  # "the letter h" counts H too
        elif len(sub) == 1 and sub.lower() != sub.upper() and sub.swapcase() in text:
            raise Refuse("the letter appears in the other case: whether case counts is not said")  # "Apple"里有几个a
        return Task("str_count", args, source="parser")
