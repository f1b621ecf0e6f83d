"""A recipe scaled by one proportion (reader/recipes.py): the recipe's two amounts, a new amount of
the one's kind, and the other's ingredient asked. Another number, an ingredient the question does
not single out, a count that does not come out whole or a proportion that may be inverse is not read."""

from __future__ import annotations

import pytest

from .reading import read, value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("菜谱上写 2 个鸡蛋配 150 克面粉，我用了 4 个鸡蛋，面粉应该放多少克？", "300"),
        ("饼干配方 8 人份要 200 克糖，我要做 10 人份，糖要多少克？", "250"),
        ("腌肉 500 克肉放 10 毫升生抽，1500 克肉放多少毫升？", "30"),
        ("这个披萨面团的方子能做两个，面粉是 500 克，我要做五个，面粉要多少克？", "1250"),
        ("一个蛋糕要 3/4 杯糖，做 4 个蛋糕要多少杯糖？", "3"),
        ("The recipe serves 4 and calls for 2 cups of rice. How much rice for 10 people?", "5"),
        ("My pancake recipe uses 1 1/2 cups of flour for 8 pancakes. How much flour for 12 pancakes?", "2.25"),
        ("A muffin recipe uses 2 eggs for 12 muffins. How many eggs for 30 muffins?", "5"),
        ("The soup recipe for 8 needs 2 litres of stock; I'm cooking for 3. How much stock in litres?", "0.75"),
        ("A recipe for 4 uses 2 eggs. For 6 people how many eggs?", "3"),
        ("Triple a recipe that needs 150 ml of cream - how much cream?", "450"),
        ("I want to halve a recipe that uses 3/4 cup of sugar. How much sugar?", "0.375"),
    ],
)
def test_a_recipe_scaled(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        # two ingredients, then their total: two operations
        "A recipe for 4 uses 300 g flour and 150 g sugar. For 6 people, how many grams of dry ingredients in total?",
        "配方 4 人份用 200 克面粉和 100 克糖，6 人份一共多少克？",
        # a cup the question may mean: rice or water?
        "The recipe serves 4 and calls for 2 cups of rice and a cup of water. How many cups for 10 people?",
        # a time does not scale with the servings
        "The recipe serves 4 and takes 30 minutes. How long for 8 people?",
        # 4.5 eggs is no count of eggs
        "A recipe for 4 uses 3 eggs. For 6 people how many eggs?",
        # a number that may or may not belong
        "The recipe serves 4 with 2 cups of flour; I'm cooking for 6 and already have 1 cup. How much more flour?",
        "My recipe uses 2 cups of flour for 12 cookies, but I burned 3. How much flour for 24 cookies?",
        "菜谱 4 人份要 200 克牛肉，我们有 6 个人，其中 2 个不吃肉，牛肉要多少克？",
        # the same unit for two ingredients: only the nouns tell them apart
        "面包配方：高筋粉 400 克，酵母 4 克，我用 650 克面粉，酵母放多少克？",
        # no recipe: a proportion that may be inverse
        "3 workers use 6 kg of paint for 2 walls. How many kg for 5 walls?",
        "3 个工人 6 天修完一条路，9 个工人几天修完？",
        # the new amount in the recipe's own sentence: which is the recipe's?
        "Cooking for 16 people and the stew recipe feeds 4 with 800 g of potatoes - how much potato?",
    ],
)
def test_what_is_not_one_proportion_is_not_read(text: str) -> None:
    assert read(text) is None, text
