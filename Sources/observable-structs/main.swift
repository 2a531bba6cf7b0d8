#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The version `--version` prints.
let toolVersion = "0.1.0"

let status: Int32
do {
  switch try CommandLineParser.parse(Array(CommandLine.arguments.dropFirst())) {
  case .help:
    print(CommandLineParser.helpText, terminator: "")
    status = 0
  case .version:
    print("observable-structs \(toolVersion)")
    status = 0
  case .expand(let options):
    status = ExpandCommand(options: options).run()
  }
} catch {
  StandardError.write(
    "error: \(error.message)\n\nUSAGE: observable-structs expand [options] FILE...\n"
      + "See 'observable-structs --help'.\n")
  status = 2
}
exit(status)
