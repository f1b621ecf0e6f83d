"""Primality (Miller–Rabin, Baillie–PSW) and factorisation (trial division + Pollard–Brent rho).

Deterministic: fixed bases, fixed rho seeds, so the step trace is the same on every run.
"""

from __future__ import annotations

import math

from dtlib.envelope import Step

from .errors import Rejected

MAX_PRIME_BITS = 2048  # is_prime accepts |n| < 2**2048
MAX_FACTOR = 10**20  # factorize accepts |n| <= 10**20 (worst case ~0.1 s of rho)

_SMALL_LIMIT = 1000
_SMALL_PRIMES = [p for p in range(2, _SMALL_LIMIT) if all(p % q for q in range(2, math.isqrt(p) + 1))]
_MR_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
_MR_DETERMINISTIC_BELOW = 3_317_044_064_679_887_385_961_981  # bases 2..41 are exact below this


def _strong_probable_prime(n: int, a: int, d: int, s: int) -> bool:
    x = pow(a, d, n)
    if x == 1 or x == n - 1:
        return True
    for _ in range(s - 1):
        x = x * x % n
        if x == n - 1:
            return True
    return False


def _jacobi(a: int, n: int) -> int:
    a %= n
    result = 1
    while a:
        while a % 2 == 0:
            a //= 2
            if n % 8 in (3, 5):
                result = -result
        a, n = n, a
        if a % 4 == 3 and n % 4 == 3:
            result = -result
        a %= n
    return result if n == 1 else 0


def _strong_lucas(n: int) -> bool:
    """Strong Lucas probable-prime test with Selfridge's parameters (method A)."""
    r = math.isqrt(n)
    if r * r == n:
        return False
    D = 5
    while True:
        j = _jacobi(D, n)
        if j == -1:
            break
        if j == 0 and abs(D) != n:
            return False
        D = -D - 2 if D > 0 else -D + 2
    P, Q = 1, (1 - D) // 4
    d, s = n + 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    U, V, Qk = 1, P, Q % n
    inv2 = (n + 1) // 2
    for bit in bin(d)[3:]:
        U, V = U * V % n, (V * V - 2 * Qk) % n
        Qk = Qk * Qk % n
        if bit == "1":
            U, V = (P * U + V) * inv2 % n, (D * U + P * V) * inv2 % n
            Qk = Qk * Q % n
    if U == 0 or V == 0:
        return True
    for _ in range(s - 1):
        V = (V * V - 2 * Qk) % n
        Qk = Qk * Qk % n
        if V == 0:
            return True
    return False


def is_prime(n: int, steps: list[Step] | None = None) -> bool:
    """Exact for n < 3.3e24 (Miller–Rabin, 13 fixed bases); Baillie–PSW above (no known
    counterexample)."""

    def note(op: str, args: list[str], result: str) -> None:
        if steps is not None:
            steps.append(Step(op, args, result))

    if n < 2:
        note("is_prime", [str(n)], "false (below 2)")
        return False
    for p in _SMALL_PRIMES:
        if n == p:
            note("trial_division", [str(n)], "is a small prime")
            return True
        if n % p == 0:
            note("trial_division", [str(n), str(p)], f"divisible by {p}")
            return False
    if n < _SMALL_LIMIT * _SMALL_LIMIT:
        note("trial_division", [str(n), f"primes < {_SMALL_LIMIT}"], "no divisor: prime")
        return True
    note("trial_division", [str(n), f"primes < {_SMALL_LIMIT}"], "no divisor")
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    if n < _MR_DETERMINISTIC_BELOW:
        for a in _MR_BASES:
            if not _strong_probable_prime(n, a, d, s):
                note("miller_rabin", [str(n), f"base {a}"], "composite")
                return False
        note("miller_rabin", [str(n), "bases 2..41"], "prime (deterministic below 3.3e24)")
        return True
    if not _strong_probable_prime(n, 2, d, s):
        note("miller_rabin", [str(n), "base 2"], "composite")
        return False
    note("miller_rabin", [str(n), "base 2"], "probable prime")
    if not _strong_lucas(n):
        note("strong_lucas", [str(n)], "composite")
        return False
    note("strong_lucas", [str(n)], "prime (Baillie-PSW)")
    return True


def _brent(n: int, c: int) -> int:
    """A non-trivial factor of odd composite n, or n when this seed fails."""
    y, r, q, g, m = 2, 1, 1, 1, 128
    x = ys = y
    while g == 1:
        x = y
        for _ in range(r):
            y = (y * y + c) % n
        k = 0
        while k < r and g == 1:
            ys = y
            for _ in range(min(m, r - k)):
                y = (y * y + c) % n
                q = q * abs(x - y) % n
            g = math.gcd(q, n)
            k += m
        r *= 2
    if g == n:
        while True:
            ys = (ys * ys + c) % n
            g = math.gcd(abs(x - ys), n)
            if g > 1:
                break
    return g


def factorize(n: int, steps: list[Step]) -> list[tuple[int, int]]:
    """[(prime, exponent), ...] ascending; -1 first for negatives; [] for 1."""
    if n == 0:
        raise Rejected("DOMAIN_ERROR", "0 has no prime factorisation", "give a non-zero whole number")
    if abs(n) > MAX_FACTOR:
        raise Rejected(
            "NUMBER_TOO_LARGE",
            f"factorisation is limited to |n| <= 10^20; got a {len(str(abs(n)))}-digit number",
            "use is_prime for primality of large numbers",
        )
    factors: dict[int, int] = {}
    if n < 0:
        factors[-1] = 1
        n = -n
    for p in _SMALL_PRIMES:
        if p * p > n:
            break
        if n % p == 0:
            k = 0
            while n % p == 0:
                n //= p
                k += 1
            factors[p] = k
            steps.append(Step("trial_division", [str(p)], f"{p}^{k}" if k > 1 else str(p)))
    stack = [n] if n > 1 else []
    while stack:
        m = stack.pop()
        if m < _SMALL_LIMIT * _SMALL_LIMIT or is_prime(m):
            factors[m] = factors.get(m, 0) + 1
            steps.append(Step("is_prime", [str(m)], "true"))
            continue
        c = 1
        while True:
            d = _brent(m, c)
            if d != m:
                break
            c += 1
        steps.append(Step("pollard_rho", [str(m), f"c={c}"], f"{d} * {m // d}"))
        stack.extend((m // d, d))
    return sorted(factors.items())


MAX_NEXT_PRIME = 10**30  # next_prime/prev_prime accept |n| <= 10**30 (gaps there are ~70 wide)
MAX_PRIME_RANGE = 10**6  # primes counts or lists at most 10**6 numbers at once (≤ ~0.1 s, even near 10**12)
MAX_PRIME_END = 10**10  # … ending at most at 10**10 (the base sieve up to 10**5)
MAX_PRIMES_LISTED = 1000


def _too_large(what: str, limit: str, hint: str) -> Rejected:
    return Rejected("NUMBER_TOO_LARGE", f"{what} is limited to {limit}", hint)


def next_prime(n: int, steps: list[Step]) -> int:
    """The smallest prime greater than n."""
    if abs(n) > MAX_NEXT_PRIME:
        raise _too_large("next_prime", "|n| <= 10^30", "ask whether one number is prime (is_prime)")
    candidate = max(n + 1, 2)
    while not is_prime(candidate):
        candidate += 1
    steps.append(Step("next_prime", [str(n)], f"{candidate} ({candidate - n - 1} numbers skipped)"))
    return candidate


def prev_prime(n: int, steps: list[Step]) -> int:
    """The largest prime less than n."""
    if abs(n) > MAX_NEXT_PRIME:
        raise _too_large("prev_prime", "|n| <= 10^30", "ask whether one number is prime (is_prime)")
    if n <= 2:
        raise Rejected("DOMAIN_ERROR", f"there is no prime less than {n}", "2 is the smallest prime")
    candidate = n - 1
    while not is_prime(candidate):
        candidate -= 1
    steps.append(Step("prev_prime", [str(n)], f"{candidate} ({n - candidate - 1} numbers skipped)"))
    return candidate


def _sieve(limit: int) -> bytearray:
    """flags[k] == 1 when k is prime, for 0 <= k <= limit."""
    flags = bytearray([1]) * (limit + 1)
    flags[:2] = b"\x00\x00"[: min(2, limit + 1)]
    for p in range(2, math.isqrt(limit) + 1):
        if flags[p]:
            flags[p * p::p] = bytes(len(range(p * p, limit + 1, p)))
    return flags


def primes_between(start: int, end: int, steps: list[Step]) -> tuple[int, list[int]]:
    """The count of primes p with start <= p <= end, and the first MAX_PRIMES_LISTED of them
    (a segmented sieve: the base primes up to √end, then the one segment [start, end])."""
    if end > MAX_PRIME_END:
        raise _too_large("counting primes", "numbers up to 10^10", "ask about a smaller range")
    low = max(start, 2)
    if end < low:
        steps.append(Step("primes_between", [str(start), str(end)], "0 (no whole number >= 2 in range)"))
        return 0, []
    if end - low + 1 > MAX_PRIME_RANGE:
        raise _too_large("counting primes", "ranges of 10^6 numbers", "ask about a smaller range")
    base = _sieve(math.isqrt(end))
    size = end - low + 1
    segment = bytearray([1]) * size
    zeros = bytes(size)
    at = base.find(1)
    while at >= 0:
        first = max(at * at, -(-low // at) * at) - low
        if first < size:
            segment[first::at] = zeros[:(size - 1 - first) // at + 1]
        at = base.find(1, at + 1)
    count = segment.count(1)
    listed = []
    at = segment.find(1)
    while at >= 0 and len(listed) < MAX_PRIMES_LISTED:
        listed.append(low + at)
        at = segment.find(1, at + 1)
    steps.append(Step("sieve", [str(start), str(end)], f"{count} primes"))
    return count, listed
