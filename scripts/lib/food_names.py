"""Checks Sources/LunchBoxCore/Resources/food-names.json, LunchBox's own translations of
its food lexicon into German, French, Spanish, Italian, Dutch and Swedish.

    python3 scripts/lib/food_names.py [--review]

Fails (exit 1) when a food of foods.json is missing or has no names in a language, when
a name is empty, contains a comma or is written twice for one food, or when a name folds
(case, accents, English plural stems, as FoodText folds them) to the key of a different
food's name or alias, in any language. The Swift loader and LunchBoxCoreTests check the
same rules with the real FoodText; this script gives a translator the full list at once.

--review also lists what a person should judge, not a rule can: spellings that fold
alike (useful only when both are typed, as "Apfel" and "Äpfel"), single-word names that
are English words (British English word list from Debian's wbritish, if installed) and
names one edit away from another food's name.
"""

import json
import re
import sys
import unicodedata
from collections import defaultdict
from pathlib import Path

LANGUAGES = ["de", "fr", "es", "it", "nl", "sv"]
ROOT = Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "Sources/LunchBoxCore/Resources"
IRREGULAR = {"leaves": "leaf", "loaves": "loaf", "halves": "half", "knives": "knife"}
FRACTIONS = [("½", " 1/2 "), ("¼", " 1/4 "), ("¾", " 3/4 "), ("⅓", " 1/3 "), ("⅔", " 2/3 "), ("’", "'")]


def words(text):
    """FoodText.words: lower case, no accents, apostrophes dropped, '&' as 'and'."""
    if text.isascii():
        return ascii_words(text)
    folded = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).casefold()
    for fraction, spelled in FRACTIONS:
        folded = folded.replace(fraction, spelled)
    if folded.isascii():
        return ascii_words(folded)
    found, current = [], ""
    for character in folded.lower():
        if character.isalnum():
            current += character
        elif character in "'’":
            continue
        else:
            if current:
                found.append(current)
            current = ""
            if character == "&":
                found.append("and")
    return found + ([current] if current else [])


def ascii_words(text):
    found, current = [], ""
    for offset, character in enumerate(text):
        if character.isalnum():
            current += character.lower()
        elif character == "'":
            continue
        elif character in ".,/":
            after = text[offset + 1] if offset + 1 < len(text) else ""
            if current[-1:].isdigit() and after.isdigit():
                current += "." if character == "," else character
            elif current:
                found.append(current)
                current = ""
        elif character in "&+":
            if current:
                found.append(current)
            current = ""
            found.append("and")
        elif current:
            found.append(current)
            current = ""
    return found + ([current] if current else [])


def stem(word):
    """FoodText.stem: the English plural fold."""
    if len(word) < 3 or not word.isascii():
        return word
    if word in IRREGULAR:
        return IRREGULAR[word]
    if word.endswith("ies"):
        return word[:-3] + "i"
    if word.endswith("ie"):
        return word[:-1]
    if word.endswith("ss") or word.endswith("us"):
        return word
    if word.endswith(("sses", "ches", "shes", "xes")):
        return word[:-2]
    if word.endswith("oes"):
        return word[:-2]
    if word.endswith("s"):
        return singular(word[:-1])
    return singular(word)


def singular(word):
    if word.endswith(("che", "she", "oe")):
        return word[:-1]
    if len(word) >= 3 and word.endswith("y") and word[-2] not in "aeiou":
        return word[:-1] + "i"
    return word


def keys(name):
    folded = words(name)
    return {" ".join(folded), " ".join(stem(w) for w in folded)}


def load():
    foods = json.loads((RESOURCES / "foods.json").read_text())
    names = json.loads((RESOURCES / "food-names.json").read_text())
    return foods, names


def problems(foods, names):
    found = []
    canonical = {food["name"] for food in foods}
    owner = defaultdict(set)  # key -> foods whose name, alias or translation folds to it
    english = defaultdict(set)  # food -> the keys of its English name and aliases
    for food in foods:
        for name in [food["name"]] + food.get("aliases", []):
            english[food["name"]].add(" ".join(words(name)))
            for key in keys(name):
                owner[key].add(food["name"])
    for food, languages in names.items():
        if food not in canonical:
            found.append(f"{food!r} is not a food in foods.json")
            continue
        for language, listed in languages.items():
            for name in listed:
                for key in keys(name):
                    owner[key].add(food)
    for food in sorted(canonical - names.keys()):
        found.append(f"{food!r} has no translations")
    for food, languages in names.items():
        if sorted(languages) != sorted(LANGUAGES):
            found.append(f"{food!r}: languages {sorted(languages)}, want {LANGUAGES}")
        for language, listed in languages.items():
            if not listed:
                found.append(f"{food!r} [{language}]: no names")
            seen = set()
            for name in listed:
                if not name.strip() or not words(name):
                    found.append(f"{food!r} [{language}]: an empty name")
                    continue
                if "," in name:
                    found.append(f"{food!r} [{language}]: {name!r} contains a comma")
                if name in seen:
                    found.append(f"{food!r} [{language}]: {name!r} listed twice")
                seen.add(name)
                if " ".join(words(name)) in english[food]:
                    continue  # the food's own English name or alias: it adds no meaning
                for folded in keys(name):
                    others = owner[folded] - {food}
                    if others:
                        found.append(f"{food!r} [{language}]: {name!r} also names {sorted(others)}")
    return found


def review(foods, names):
    dictionary = Path("/usr/share/dict/british-english")
    english = {w.lower() for w in dictionary.read_text().split()} if dictionary.exists() else set()
    english_names = {}
    for food in foods:
        for name in [food["name"]] + food.get("aliases", []):
            english_names[" ".join(words(name))] = food["name"]
    for food, languages in names.items():
        for language, listed in languages.items():
            spelled = defaultdict(list)
            for name in listed:
                spelled[" ".join(words(name))].append(name)
            for variants in spelled.values():
                if len(variants) > 1:
                    print(f"same folded  {food!r} [{language}] {variants}")
            for name in listed:
                folded = words(name)
                key = " ".join(folded)
                if len(folded) == 1 and folded[0] in english and key not in english_names:
                    print(f"english word  {food!r} [{language}] {name!r}")
                if len(key) >= 5:
                    for other, owner in english_names.items():
                        if owner != food and abs(len(other) - len(key)) <= 1 and one_edit(key, other):
                            print(f"one edit away {food!r} [{language}] {name!r} ~ {other!r} ({owner})")


def one_edit(a, b):
    if a == b:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    if len(a) > len(b):
        a, b = b, a
    return any(a == b[:i] + b[i + 1 :] for i in range(len(b)))


def main():
    foods, names = load()
    found = problems(foods, names)
    for problem in found:
        print(problem)
    counts = {language: sum(len(names[f].get(language, [])) for f in names) for language in LANGUAGES}
    print(f"{len(names)} foods; names per language: {counts}; {sum(counts.values())} in all")
    if "--review" in sys.argv:
        review(foods, names)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
