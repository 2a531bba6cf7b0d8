#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The compiler plugin process: reads a frame, answers it, and repeats until the compiler
/// closes the conversation.
///
/// Standard output carries nothing but frames: the plugin keeps private copies of the standard
/// input and output descriptors for the conversation, then points standard output at standard
/// error and closes standard input, so that stray output cannot corrupt a frame.
@main
enum PluginMain {
  /// Runs the conversation; exits 0 when it ends normally and 1 when the channel breaks.
  static func main() {
    signal(SIGPIPE, SIG_IGN)
    let input = dup(STDIN_FILENO)
    let output = dup(STDOUT_FILENO)
    guard input >= 0, output >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { exit(1) }
    close(STDIN_FILENO)

    let reader = FrameReader(fileDescriptor: input)
    let writer = FrameWriter(fileDescriptor: output)
    var handler = MessageHandler()
    handler.readSourceFile = SourceFileReader.contents(ofFileAt:)
    while true {
      let payload: [UInt8]
      do {
        guard let frame = try reader.readFrame() else { exit(0) }
        payload = frame
      } catch {
        exit(1)
      }
      let reply = handler.reply(toPayload: payload)
      do {
        try writer.writeFrame(reply.encodedJSON())
      } catch {
        exit(1)
      }
    }
  }
}
