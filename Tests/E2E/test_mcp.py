"""`lunchbox mcp` (issue 43) driven by the MCP Python SDK as an assistant's client drives
it, over standard input and output, on the same database as `lunchbox serve` and the
other commands: what the assistant changes shows in `lunchbox inventory list` and in the
web app's API, and malformed calls are answered without stopping the server."""
import asyncio
import concurrent.futures
import contextlib
import datetime
import json

import pytest
from mcp import ClientSession, MCPError
from mcp.client.stdio import StdioServerParameters, stdio_client

WRITING = {"kitchen_add", "kitchen_edit", "kitchen_remove", "ideas", "favorites_save", "plan_meal", "plan_idea", "plan_my_week",
           "shopping_bought", "pack_idea", "pack_undo", "household_add", "household_set"}


@contextlib.asynccontextmanager
async def mcp_session(server, *args):
    """A client session with `lunchbox mcp` on the server's database and folders; the
    server's standard error goes to a log beside the web server's."""
    params = StdioServerParameters(command=server.binary, args=["mcp", "--database", server.database, *args], env=server.env)
    with open(server.workdir / "mcp.log", "a") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                yield session


def run(script):
    """Runs the async `script` to its end on a loop of its own, in a thread: the browser
    tests' Playwright keeps an event loop running in this one for the whole session."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(lambda: asyncio.run(script())).result()


def text(result):
    return "\n".join(part.text for part in result.content if part.type == "text")


def next_friday(today):
    return today + datetime.timedelta(days=(4 - today.weekday()) % 7)


def test_an_assistant_fills_the_kitchen_asks_for_ideas_and_plans_friday(server):
    async def script():
        async with mcp_session(server) as session:
            names = {tool.name for tool in (await session.list_tools()).tools}
            assert {"kitchen_list", "kitchen_add", "ideas", "plan_idea", "shopping_list"} <= names

            added = await session.call_tool("kitchen_add", {"text": "eggs, bread, 2 apples"})
            assert not added.is_error, text(added)
            assert text(added).startswith("Added eggs, bread and apples (2).")

            progress = []

            async def on_progress(done, total, message):
                progress.append(message)

            ideas = await session.call_tool("ideas", {"engine": "offline"}, progress_callback=on_progress)
            assert not ideas.is_error, text(ideas)
            assert text(ideas).startswith("Lunch box ideas from Built-in offline chef:\n1. ")
            assert any(message.startswith("Idea 1: ") for message in progress), progress

            planned = await session.call_tool("plan_idea", {"idea": 1, "day": "friday"})
            assert not planned.is_error, text(planned)
            meal = json.loads(planned.content[1].text)["meal"]["description"]

            shopping = await session.call_tool("shopping_list", {"week": "friday"})
            assert not shopping.is_error, text(shopping)
            week = (await session.read_resource("lunchbox://kitchen")).contents[0].text
            return meal, json.loads(shopping.content[1].text), json.loads(week)

    meal, shopping, kitchen = run(script)
    assert {item["name"] for item in kitchen} == {"eggs", "bread", "apples"}
    assert shopping["plannedMealCount"] == 1

    # The command line sees the same kitchen...
    listed = server.cli("inventory", "list")
    assert listed.returncode == 0, listed.stderr
    assert "apples (2)" in listed.stdout and "eggs" in listed.stdout

    # ...and so does the web app, with the idea planned on Friday.
    items = server.api("GET", "/api/inventory").json()["items"]
    assert sorted(item["name"] for item in items) == ["apples", "bread", "eggs"]
    friday = next_friday(datetime.date.today())
    plan = server.api("GET", f"/api/plan?week={friday.isoformat()}").json()
    day = next(day for day in plan["days"] if day["day"] == friday.isoformat())
    assert [planned["meal"]["description"] for planned in day["meals"]] == [meal]
    web = server.api("GET", f"/api/plan/shopping-list?week={friday.isoformat()}").json()
    assert [item["name"] for item in web["items"]] == [item["name"] for item in shopping["items"]]


def test_malformed_calls_are_answered_and_the_server_goes_on(server):
    async def script():
        async with mcp_session(server) as session:
            missing = await session.call_tool("kitchen_add", {})
            assert missing.is_error and text(missing) == 'Missing argument "text".'
            mistyped = await session.call_tool("plan_idea", {"idea": "first", "day": "friday"})
            assert mistyped.is_error and text(mistyped) == 'Argument "idea" must be a whole number.'
            # The command line's words: no ideas have been asked for yet.
            no_ideas = await session.call_tool("favorites_save", {"idea": 1})
            assert no_ideas.is_error
            with pytest.raises(MCPError, match="Unknown tool"):
                await session.call_tool("make_coffee", {})
            after = await session.call_tool("kitchen_add", {"text": "cheddar"})
            assert not after.is_error, text(after)
            return text(no_ideas)

    no_ideas = run(script)
    cli = server.cli("favorites", "add", "1")
    assert cli.returncode == 1
    assert cli.stderr.startswith(f"Error: {no_ideas}\n")
    assert "cheddar" in server.cli("inventory", "list").stdout


def test_read_only_offers_no_writing_tool(server):
    async def script():
        async with mcp_session(server, "--read-only") as session:
            tools = (await session.list_tools()).tools
            with pytest.raises(MCPError, match="read-only"):
                await session.call_tool("kitchen_add", {"text": "eggs"})
            return tools

    tools = run(script)
    names = {tool.name for tool in tools}
    assert "kitchen_list" in names and "shopping_list" in names
    assert not names & WRITING
    assert all(tool.annotations.read_only_hint for tool in tools)
    assert server.api("GET", "/api/inventory").json()["items"] == []
