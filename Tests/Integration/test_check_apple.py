"""scripts/check-apple catches what it promises: a view that decides on domain values,
a project.yml naming a path that does not exist, a Swift syntax error; and passes on the
tree as it is."""
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from check_apple_views import app_problems_in, problems_in  # noqa: E402


def test_layout_and_binding_pass():
    view = """
        if model.showsOfflineBanner { Text(model.offlineBannerText) }
        if let prompt = model.emptyStatePrompt { Text(prompt) }
        Button("Get Ideas") { Task { await model.loadSuggestions() } }
            .disabled(!model.canRequestSuggestions)
        // a comment may say items.count > 0
        Text("Price: a > b") // strings are not code
        TextField("Food name", text: $manualName)
    """
    assert problems_in("Kitchen/Example.swift", view) == []


def test_decisions_in_a_view_are_flagged():
    cases = {
        "if model.items.count > 0 { Text(\"x\") }": "comparison",
        "Text(isSaved ? \"Saved\" : \"Save\")": "ternary",
        "switch item.freshness { }": "switch",
        "Text(idea.origin?.label ?? \"\")": "fallback",
        "ForEach(model.items.filter { $0.isBought }) { _ in }": "collection",
        "Text(Date().formatted())": "formatting",
        "Text(\"Added \\(count) items\")": "interpolation",
        "if a && b { }": "combined",
    }
    for line, word in cases.items():
        found = problems_in("Kitchen/Example.swift", line)
        assert any(word in problem for problem in found), (line, found)


def test_the_allow_list_is_per_file():
    line = "isPresented: Binding(get: { message.wrappedValue != nil }, set: { _ in })"
    assert problems_in("Shared/ErrorAlert.swift", line) == []
    assert problems_in("Kitchen/KitchenView.swift", line) != []


def test_constant_bindings_and_deprecated_apis_are_refused_everywhere():
    cases = {
        ".alert(\"Clear?\", isPresented: .constant(model.isConfirmingClear)) {}": "constant binding",
        ".sheet(isPresented: Binding.constant(true)) {}": "constant binding",
        "connection.videoOrientation = .portrait": "videoRotationAngle",
        "ToolbarItem(placement: .navigationBarLeading) {": "topBarLeading",
        "ToolbarItemGroup(placement: .navigationBarTrailing) {": "topBarLeading",
        "NavigationView { List {} }": "NavigationStack",
        "Text(\"x\").foregroundColor(.red)": "foregroundStyle",
        "try handler.perform([request])": "own queue",
    }
    for line, word in cases.items():
        for where in ("LunchBox/Views/Kitchen/Example.swift", "LunchBox/Adapters/Example.swift"):
            found = app_problems_in(where, line)
            assert any(word in problem for problem in found), (line, where, found)


def test_vision_may_run_in_its_one_place_and_comments_are_free():
    assert app_problems_in("LunchBox/Adapters/VisionRequests.swift", "try handler.perform([request])") == []
    assert app_problems_in("LunchBox/Views/Example.swift", "// no .constant( bindings, no videoOrientation") == []
    assert app_problems_in("LunchBox/Views/Example.swift", "Text(\"use .constant( here\")") == []


def run_check(root: pathlib.Path) -> subprocess.CompletedProcess:
    return subprocess.run(["scripts/check-apple"], cwd=root, capture_output=True, text=True, timeout=120)


def test_the_tree_passes():
    result = run_check(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


def copy_of_the_app(tmp_path: pathlib.Path) -> pathlib.Path:
    root = tmp_path / "repo"
    shutil.copytree(ROOT / "Apps", root / "Apps")
    shutil.copytree(ROOT / "scripts", root / "scripts")
    shutil.copy(ROOT / "Package.swift", root / "Package.swift")
    return root


def test_a_missing_source_folder_fails(tmp_path):
    root = copy_of_the_app(tmp_path)
    shutil.rmtree(root / "Apps/iOS/LunchBoxUITests")
    result = run_check(root)
    assert result.returncode != 0 and "LunchBoxUITests" in result.stdout


def test_a_syntax_error_fails(tmp_path):
    root = copy_of_the_app(tmp_path)
    view = root / "Apps/iOS/LunchBox/Views/RootView.swift"
    view.write_text(view.read_text() + "\nstruct Broken {\n")
    result = run_check(root)
    assert result.returncode != 0 and "RootView.swift" in result.stdout


def test_a_constant_binding_fails_the_check(tmp_path):
    root = copy_of_the_app(tmp_path)
    view = root / "Apps/iOS/LunchBox/Views/RootView.swift"
    view.write_text(view.read_text().replace("$onboarding.isCoverPresented", ".constant(onboarding.isPresented)"))
    result = run_check(root)
    assert result.returncode != 0 and "RootView.swift" in result.stdout and "constant binding" in result.stdout
