/// The code blocks of a Markdown file that a `<!-- readme-test: … -->` comment marks, in
/// order. Three kinds of mark:
///
/// - `<!-- readme-test: file PATH -->`: the block is the contents of the file at `PATH`;
/// - `<!-- readme-test: run DIR -->`: the block is a shell snippet to run in the folder `DIR`;
/// - `<!-- readme-test: output -->`: every line of the block, except lines holding `…` (a cut)
///   and blank lines, appears in that order in the output of the last snippet run.
///
/// Paths and folders are relative to a sandbox holding a copy of the checkout named
/// `ObservableStructs` and the user packages the file describes.
struct ReadmeSnippet: Equatable {
  /// What to do with a marked block.
  enum Kind: Equatable {
    /// Write the block to this path.
    case file(String)
    /// Run the block with `bash` in this folder.
    case run(String)
    /// Find the block's lines in the last run's output.
    case output
  }

  /// What to do with the block.
  var kind: Kind
  /// The block's text without its fences and without the indentation of its opening fence.
  var text: String

  /// The marked blocks of `markdown`, in order; unmarked blocks are left out.
  static func parse(_ markdown: String) throws -> [ReadmeSnippet] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var snippets: [ReadmeSnippet] = []
    var index = 0
    while index < lines.count {
      let line = lines[index].trimmingLeadingSpaces
      index += 1
      guard line.hasPrefix("<!-- readme-test:"), line.hasSuffix("-->") else { continue }
      let mark = line.dropFirst("<!-- readme-test:".count).dropLast("-->".count)
        .split(separator: " ").map(String.init)
      let kind: Kind
      switch (mark.first, mark.count) {
      case ("file", 2): kind = .file(mark[1])
      case ("run", 2): kind = .run(mark[1])
      case ("output", 1): kind = .output
      default: throw MarkError(line: index, text: line)
      }
      guard index < lines.count, lines[index].trimmingLeadingSpaces.hasPrefix("```") else {
        throw MarkError(line: index, text: "a mark must be followed by a code block")
      }
      let indentation = lines[index].count - lines[index].trimmingLeadingSpaces.count
      index += 1
      var body: [String] = []
      while index < lines.count, lines[index].trimmingLeadingSpaces != "```" {
        body.append(String(lines[index].dropFirst(min(indentation, lines[index].count))))
        index += 1
      }
      index += 1
      snippets.append(ReadmeSnippet(kind: kind, text: body.joined(separator: "\n") + "\n"))
    }
    return snippets
  }

  /// A mark that cannot be read.
  struct MarkError: Error, CustomStringConvertible {
    /// The one-based line of the mark.
    var line: Int
    /// The mark, or what is wrong with it.
    var text: String
    /// A readable message.
    var description: String { "README.md:\(line): cannot read the mark: \(text)" }
  }
}

extension String {
  /// The string without its leading spaces.
  fileprivate var trimmingLeadingSpaces: String {
    String(drop { $0 == " " })
  }
}
