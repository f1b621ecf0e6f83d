"""An amount as the subject that comes to, or leaves, the story's one group or place (for roles_en.py):
"6 more birds land on the roof", "9 more ducks came to join them", "4 more cats joined them", "11 more marbles
are added", "7 frogs hopped away", "5 more frogs start to croak" (the start's own doing); and the story's start
told as a group doing something there ("12 ducks were swimming in the pond", "30 dogs are barking": so many there).
Where they come to or leave from is the start's own place or the start's group ("them"); another place, another
doing, or a verb not listed here is not read.
Getting on or off is read only with the start's own vehicle named ("15 people were riding on the train … 6 got off the
train", "got off of the bus", perhaps "at the bus stop": lead_ins_en.py moves it after), one change a story as the
roles reader reads every story; a bare "got on", another vehicle or a start not on it is not read (h/mawps1)."""

from __future__ import annotations

from .role_words import Quantity, lemma

# By base form, with the particle: the one group or place gains them, or loses them
_ARRIVE = frozenset({"land", "arrive", "come", "join", "fly up", "fly in", "fly over", "fly down", "come over",
                     "come in", "walk in", "run in", "run over", "show up", "swim over", "swim up", "hop in",
                     "hop over", "climb in", "climb up", "jump in", "move in", "sit down", "get on"})
_LEAVE = frozenset({"fly away", "fly off", "hop away", "hop off", "walk away", "run away", "swim away", "leave",
                    "go away", "go home", "jump off", "jump out", "crawl away", "drive away", "walk out", "get off"})
_ADDED = frozenset({"add", "put", "place", "bring", "plant"})  # "11 more marbles are added"
_BOARDING = frozenset({"get on", "get off"})
_STOPS = frozenset({"stop", "station"})
_BE = frozenset({"are", "is", "were", "was"})
_TO = frozenset({"in", "on", "at", "to", "into", "onto"})
_FROM = frozenset({"from", "off", "out"})
STARTED_THE_DOING = "start"  # the verb of "5 more frogs start to croak": they join the doing, not the place


def moving(words: list[str]) -> tuple[str, int]:
    """The arriving or leaving verb at words[0] ("flew up", "came"), by base form, and the words it takes."""
    if not words:
        return "", 0
    base = lemma(words[0], "VERB")
    if len(words) > 1 and f"{base} {words[1]}" in _ARRIVE | _LEAVE:
        return f"{base} {words[1]}", 2
    return (base, 1) if base in _ARRIVE | _LEAVE else ("", 0)


def _where(rest: list[str], verb: str, start: Quantity) -> bool:
    """Whether the words after the verb name the start's own group or place, or nothing."""
    if (verb.endswith(" in") and not rest or rest == ["in"] and verb == "come") \
            and not ("in" in start.said or _TO.isdisjoint(start.said)):
        return False  # "came in": into where the start is in, not onto the sofa it sleeps on
    if not rest or rest in (["them"], ["in"]) and verb in ("join", "come") or rest == ["to", "join", "them"]:
        return True
    if verb in _BOARDING:  # "got on the bus", "got off of the bus at the first stop": the start's own vehicle
        vehicle = rest[1:] if rest[:1] == ["of"] and verb == "get off" else rest
        if len(vehicle) > 1 and vehicle[1] == "at" and vehicle[-1] in _STOPS and len(vehicle) <= 5:
            vehicle = vehicle[:1]
        return len(vehicle) == 1 and vehicle[0] in start.said and "on" in start.said
    places = _FROM if verb in _LEAVE else _TO
    return len(rest) in (2, 3) and rest[0] in places and set(rest[1:]) <= start.said \
        and not places.isdisjoint(start.said) \
        or len(rest) == 3 and rest[:2] == ["out", "of"] and verb in _LEAVE and rest[2] in start.said


def _starting_the_doing(words: list[str], start: Quantity) -> bool:
    """"12 frogs are croaking. 5 more frogs start to croak": they join the start's own doing."""
    return len(words) == 3 and lemma(words[0], "VERB") in ("start", "begin") and words[1] == "to" \
        and any(w.endswith("ing") and lemma(w, "VERB") == words[2] for w in start.said)


def moved_en(q: Quantity, tail: list[str], before: list[Quantity]) -> Quantity | None:
    """`q` (an amount with no verb before it) as one that arrives, leaves or is there at the start; None where
    the words after it say something else."""
    more = tail[:1] == ["more"]
    words = tail[1:] if more else tail
    if not before:  # the start: "12 ducks were swimming in the pond", "30 dogs are barking"
        doing = words[1:2] and words[1].endswith("ing") and not moving(words[1:])[0]
        if more or not q.noun or len(words) not in (2, 4, 5) or words[0] not in _BE or not doing \
                or len(words) > 2 and (words[2] not in _TO or not all(w.isalpha() for w in words[3:])):
            return None  # "are sitting on a branch", "on a tree limb": a place of one or two words
        q.role, q.verb = "has", "be"
        return q
    start = before[0]
    if start.role != "has" or start.actor or (q.noun or not more) and q.noun != start.noun:
        return None  # "Some more came to join them": more of the start's own, its noun not said again
    if more and len(words) == 2 and words[0] in _BE and lemma(words[1], "VERB") in _ADDED:
        q.role, q.verb = "gain", lemma(words[1], "VERB")  # "11 more marbles are added"
        return q
    if more and _starting_the_doing(words, start):
        q.role, q.verb = "gain", STARTED_THE_DOING
        return q
    verb, used = moving(words)
    if not verb or not _where(words[used:], verb, start) or more and verb in _LEAVE:
        return None
    q.role, q.verb = ("loss" if verb in _LEAVE else "gain"), verb
    return q


def where_a_group_is(q: Quantity, tail: list[str]) -> list[str]:
    """The words after "there were 10 students" that say where they are: "riding on the bus" is "on the bus", and
    "25 children altogether on the bus" is so many on the bus; unchanged for any other amount or words."""
    if q.role != "has" or q.verb != "be" or len(tail) < 3 or len(tail) > 4:
        return tail
    if tail[0] == "altogether" or tail[0].endswith("ing") and not moving(tail)[0] and tail[0] not in _TO:
        return tail[1:] if tail[1] in _TO else tail
    return tail

