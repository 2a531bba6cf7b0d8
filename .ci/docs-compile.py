#!/usr/bin/env python3
"""Compiles every Swift code block of README.md and of the DocC articles, in Swift 6 mode.

Run it through `.ci/docs-compile`. The convention the docs follow:

- A block fenced ```swift is compiled.
- A block that cannot compile on its own (a fragment, SwiftUI, a manifest, a deliberately
  wrong example) has the line `<!-- not compiled: REASON -->` immediately before its fence.
  The README's own tests need their `<!-- readme-test: ... -->` mark to touch the fence, so
  there, and only there, the `not compiled` line may come just before that mark instead.

How the blocks become a package (kept simple on purpose):

- One throwaway package under $TMPDIR depends on this checkout by path and builds in Swift 6
  language mode with one `swift build`. Its scratch path is `.build-docs-compile` in the
  checkout, so later runs rebuild only the blocks.
- The blocks of one doc file share a library target, so a block may use the types that an
  earlier block of the same file declares, as a reader would. A block that declares a type
  name the target already has (the macro and the plugin version of the same `Counter`, say)
  starts a new target, which the later blocks of the file then use.
- Each block is one file that starts with `import ObservableStateMacro` (which re-exports the
  runtime and Observation), as if it followed the article's imports.
- A block is cut into top-level pieces by bracket depth. A piece whose first word, after its
  attributes and modifiers, is `import`, `struct`, `enum`, `class`, `actor`, `protocol`,
  `extension`, `typealias` or `func` stays at top level; every other piece (statements,
  `let`, `var`) goes, in order, into `@MainActor func _docBlock_LINE() throws { ... }`.
- Compiler errors in a block's file are reported at the doc file's line. Warnings are not
  failures.

The check fails if a block does not compile, if a `not compiled` mark has no reason, or if it
finds no compiled block at all.
"""

import hashlib
import os
import re
import subprocess
import sys
import tempfile
import time

DECLARATION = re.compile(
    r"^(?:(?:public|private|fileprivate|internal|package|final|nonisolated|static)\s+)*"
    r"(?:import|struct|enum|class|actor|protocol|extension|typealias|func)\b"
)
TYPE_NAME = re.compile(r"\b(?:struct|enum|class|actor|protocol|typealias)\s+(\w+)")
ATTRIBUTE = re.compile(r"^@\w+(?:\([^)]*\))?\s*")
STRING = re.compile(r'"(?:\\.|[^"\\])*"')
NOT_COMPILED = re.compile(r"^\s*<!-- not compiled: (.*)-->\s*$")
FENCE = re.compile(r"^(\s*)```(\S*)\s*$")
ERROR = re.compile(r"^(.*\.swift):(\d+):(\d+): (error: .*)$")


class Block:
    def __init__(self, doc, line, indent, lines):
        self.doc = doc  # path relative to the checkout
        self.line = line  # one-based line of the opening fence
        self.indent = indent  # the opening fence's indentation, cut from every line
        self.lines = lines  # the body, without fences and indentation


def read_blocks(checkout, doc):
    """The compiled blocks and the marked ones of `doc`, and the marks that lack a reason."""
    compiled, marked, problems = [], [], []
    text = open(os.path.join(checkout, doc), encoding="utf-8").read().split("\n")
    index = 0
    while index < len(text):
        fence = FENCE.match(text[index])
        if not fence:
            index += 1
            continue
        start, indent, language = index, fence.group(1), fence.group(2)
        index += 1
        body = []
        while index < len(text) and text[index].strip() != "```":
            line = text[index]
            body.append(line[len(indent):] if line.startswith(indent) else line.lstrip())
            index += 1
        index += 1
        if language != "swift":
            continue
        before = [text[start - 1] if start >= 1 else ""]
        if start >= 2 and text[start - 1].strip().startswith("<!-- readme-test:"):
            before.append(text[start - 2])
        mark = next((m for m in map(NOT_COMPILED.match, before) if m), None)
        block = Block(doc, start + 1, len(indent), body)
        if mark is None:
            compiled.append(block)
        elif mark.group(1).strip():
            marked.append((block, mark.group(1).strip()))
        else:
            problems.append(f"{doc}:{start}: a `not compiled` mark must give its reason")
    return compiled, marked, problems


def depth_change(line):
    code = STRING.sub('""', line).split("//", 1)[0]
    return sum(code.count(c) for c in "{([") - sum(code.count(c) for c in "})]")


def pieces(lines):
    """(is_declaration, [(line offset, text)]) for each top-level piece of a block, in order."""
    result, depth, attributes = [], 0, []
    for offset, line in enumerate(lines):
        stripped = line.strip()
        starts_piece = depth == 0 and not stripped.startswith(".")
        if starts_piece and stripped and not stripped.startswith("//"):
            rest = stripped
            while ATTRIBUTE.match(rest):
                rest = ATTRIBUTE.sub("", rest, count=1)
            if not rest:  # an attribute on a line of its own: it belongs to the next piece
                attributes.append((offset, line))
                depth += depth_change(line)
                continue
            result.append((bool(DECLARATION.match(rest)), attributes + [(offset, line)]))
            attributes = []
        elif result:
            result[-1][1].append((offset, line))
        else:
            result.append((True, [(offset, line)]))  # leading comments and blank lines
        depth += depth_change(line)
    if attributes:
        result.append((True, attributes))
    return result


def generate(block):
    """The Swift file for `block`, with, for each of its lines, the block line it came from."""
    out = [("import ObservableStateMacro", None)]
    statements = []
    for is_declaration, piece in pieces(block.lines):
        if is_declaration:
            out.extend((text, offset) for offset, text in piece)
        else:
            statements.extend(piece)
    if statements:
        out.append((f"@MainActor func _docBlock_L{block.line}() throws {{", None))
        out.extend((text, offset) for offset, text in statements)
        out.append(("}", None))
    return "\n".join(text for text, _ in out) + "\n", [offset for _, offset in out]


def target_name(doc, group):
    stem = re.sub(r"\W", "_", os.path.splitext(os.path.basename(doc))[0])
    return f"Docs_{stem}_{group}"


def main():
    checkout = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
    docc = "Sources/ObservableStructs/ObservableStructs.docc"
    docs = ["README.md"] + sorted(
        f"{docc}/{name}" for name in os.listdir(os.path.join(checkout, docc)) if name.endswith(".md")
    )

    compiled, marked, problems = [], [], []
    for doc in docs:
        c, m, p = read_blocks(checkout, doc)
        compiled += c
        marked += m
        problems += p
    for problem in problems:
        print(problem)
    if not compiled:
        print("docs-compile: found no compiled Swift block; the extraction is broken")
        return 1

    # A stable folder per checkout, so that SwiftPM's scratch path can be reused.
    digest = hashlib.sha256(checkout.encode()).hexdigest()[:12]
    package = os.path.join(tempfile.gettempdir(), f"observable-structs-docs-compile-{digest}")
    sources = os.path.join(package, "Sources")
    os.makedirs(sources, exist_ok=True)

    targets = {}  # target name -> declared type names
    files = {}  # generated file path -> (block, block line for each generated line)
    group_of_doc = {}
    for block in compiled:
        declared = set()
        for is_declaration, piece in pieces(block.lines):
            if is_declaration:
                for offset, text in piece:
                    if depth_change(text) >= 0:
                        declared.update(TYPE_NAME.findall(STRING.sub('""', text)))
        group = group_of_doc.get(block.doc, 0)
        if group == 0 or declared & targets[target_name(block.doc, group)]:
            group += 1
            group_of_doc[block.doc] = group
            targets[target_name(block.doc, group)] = set()
        name = target_name(block.doc, group)
        targets[name] |= declared
        source, origin = generate(block)
        path = os.path.join(sources, name, f"Block_L{block.line}.swift")
        files[os.path.realpath(path)] = (block, origin)
        files[path] = (block, origin)

    # Rewrite the sources only where they changed, so that unchanged targets are not rebuilt.
    wanted = {path: generate(block)[0] for path, (block, _) in files.items()}
    for root, _, names in os.walk(sources):
        for file in names:
            if os.path.join(root, file) not in wanted:
                os.remove(os.path.join(root, file))
    for path, source in wanted.items():
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if not os.path.exists(path) or open(path, encoding="utf-8").read() != source:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(source)
    for name in os.listdir(sources):
        if name not in targets:
            os.system(f"rm -rf '{os.path.join(sources, name)}'")

    target_lines = ",\n".join(
        f'    .target(name: "{name}", dependencies: '
        f'[.product(name: "ObservableStateMacro", package: "ObservableStructs")])'
        for name in sorted(targets)
    )
    manifest = f"""// swift-tools-version: 6.1
// Written by .ci/docs-compile: one target per doc file (or group of its blocks).
import PackageDescription

let package = Package(
  name: "DocsCompile",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "ObservableStructs", path: "{checkout}")],
  targets: [
{target_lines}
  ],
  swiftLanguageModes: [.v6]
)
"""
    manifest_path = os.path.join(package, "Package.swift")
    if not os.path.exists(manifest_path) or open(manifest_path).read() != manifest:
        with open(manifest_path, "w") as handle:
            handle.write(manifest)

    print(f"docs-compile: building {len(compiled)} blocks in {len(targets)} targets ({package})")
    scratch = os.path.join(checkout, ".build-docs-compile")

    def build(*arguments):
        """Builds; returns whether it succeeded, the errors in blocks and the other errors, and
        adds the targets of the blocks with errors to `failed`."""
        run = subprocess.run(
            ["swift", "build", "--package-path", package, "--scratch-path", scratch, *arguments],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )
        mapped, unmapped = set(), []
        for line in run.stdout.splitlines():
            match = ERROR.match(line)
            if not match:
                continue
            path, row, column, message = match.groups()
            known = files.get(path) or files.get(os.path.realpath(path))
            if not known:
                unmapped.append(line)
                continue
            block, origin = known
            failed.add(os.path.basename(os.path.dirname(path)))
            offset = origin[int(row) - 1] if int(row) - 1 < len(origin) else None
            if offset is not None:
                where = f"{block.doc}:{block.line + 1 + offset}:{int(column) + block.indent}"
            else:
                where = f"{block.doc}:{block.line} (the block's wrapper)"
            mapped.add(f"{where}: {message}")
        if run.returncode != 0 and not mapped and not unmapped:
            unmapped.append(run.stdout)
        return run.returncode == 0, mapped, unmapped

    failed = set()
    started = time.monotonic()
    succeeded, errors, unmapped = build()
    elapsed = time.monotonic() - started
    if not succeeded:
        # SwiftPM stops at the first target that fails; build the others one by one, so that
        # one run names every failing block.
        for name in sorted(set(targets) - failed):
            _, more, others = build("--target", name)
            errors |= more
            unmapped += [line for line in others if line not in unmapped]
    for error in sorted(errors):
        print(error)
    if not succeeded:
        if unmapped:
            print("Errors outside the blocks' own lines (macro expansions, the package):")
            for line in unmapped:
                print("  " + line)
        print(f"docs-compile: FAILED ({len(errors)} errors in the docs' Swift blocks)")
        return 1
    if problems:
        return 1
    print(
        f"docs-compile: {len(compiled)} blocks compiled, {len(marked)} marked not compiled "
        f"({elapsed:.0f} s build)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
