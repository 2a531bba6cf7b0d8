/// What the user asked for on the command line.
enum Invocation: Equatable {
  /// Print the help text.
  case help
  /// Print the version.
  case version
  /// Expand files.
  case expand(ExpandOptions)
}

/// Options of `observable-structs expand`.
struct ExpandOptions: Equatable {
  /// Input paths; `-` reads standard input.
  var inputs: [String] = []
  /// Write one output file per input into this directory instead of printing.
  var outputDirectory: String?
  /// Write nothing: with an output directory, report the files in it that are not up to
  /// date (exit 1 if any); without one, only check that every input expands.
  var check = false
  /// Emit `#sourceLocation` directives.
  var sourceLocations = true
  /// With an output directory, name inputs by their absolute paths rather than relative to it.
  var absoluteSourcePaths = false
}

/// A command-line mistake, reported with the usage and exit code 2.
struct UsageError: Error, Equatable {
  /// What is wrong.
  var message: String
}

/// Hand-rolled parsing of `observable-structs` arguments.
enum CommandLineParser {
  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    guard let command = arguments.first else {
      throw UsageError(message: "missing command; try 'observable-structs expand FILE'")
    }
    switch command {
    case "-h", "--help", "help": return .help
    case "--version", "version": return .version
    case "expand": return .expand(try parseExpand(Array(arguments.dropFirst())))
    default: throw UsageError(message: "unknown command '\(command)'")
    }
  }

  private static func parseExpand(_ arguments: [String]) throws(UsageError) -> ExpandOptions {
    var options = ExpandOptions()
    var index = 0
    var onlyPaths = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPaths || argument == "-" || !argument.hasPrefix("-") {
        options.inputs.append(argument)
        continue
      }
      switch argument {
      case "--":
        onlyPaths = true
      case "--check":
        options.check = true
      case "--no-source-location":
        options.sourceLocations = false
      case "--absolute-source-paths":
        options.absoluteSourcePaths = true
      case "-o", "--output":
        guard index < arguments.count else {
          throw UsageError(message: "'\(argument)' needs a directory")
        }
        options.outputDirectory = arguments[index]
        index += 1
      default:
        if argument.hasPrefix("--output=") {
          options.outputDirectory = String(argument.dropFirst("--output=".count))
        } else {
          throw UsageError(message: "unknown option '\(argument)'")
        }
      }
    }
    if options.outputDirectory?.isEmpty == true {
      throw UsageError(message: "'--output' needs a non-empty directory")
    }
    if options.inputs.isEmpty {
      throw UsageError(message: "'expand' needs at least one FILE (or '-' for standard input)")
    }
    return options
  }

  /// The text `--help` prints.
  static let helpText = """
    OVERVIEW: Expand @ObservableState annotations into registrar-instrumented Swift.

    USAGE: observable-structs expand [options] FILE...

    ARGUMENTS:
      FILE                    A file to expand ('Counter.swift.observable'); '-' reads
                              standard input.

    OPTIONS:
      -o, --output DIR        Write each expansion to DIR, named after its input without
                              '.observable' (Counter.swift.observable -> DIR/Counter.swift;
                              standard input -> DIR/stdin.swift), with a do-not-edit header.
                              Every input is expanded first: if any has an error, nothing
                              is written.
      --check                 Write nothing. With --output: list each file in DIR that is
                              missing or differs from what would be written, and exit 1 if
                              there is one. Without --output: only check that every input
                              expands without errors.
      --no-source-location    Leave out the #sourceLocation directives (for reading).
      --absolute-source-paths With --output: name each input by its absolute path in the
                              header and the #sourceLocation directives, for compiler
                              messages (the build plugin's choice). Without it a written
                              file names its input relative to DIR, so the same bytes are
                              written whatever the working directory and however the input
                              path is spelled, and --check agrees wherever it runs.
      --version               Print the version.
      -h, --help              Print this help.

    Without --output the expansions are printed to standard output, one after another.
    Diagnostics go to standard error as 'file:line:column: error|warning: message'.
    Exit status: 0 on success (with --check: up to date), 1 if an input had errors, a file
    could not be written or --check found a difference, 2 on a usage error.

    """
}
