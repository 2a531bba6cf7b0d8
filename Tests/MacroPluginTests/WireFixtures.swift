import Foundation
import XCTest

@testable import ObservableStructsMacros

/// Messages as the Swift 6.3 compiler sends them (captured shapes, shortened build
/// configuration), and helpers to read replies.
enum WireFixtures {
  /// The first message of every conversation.
  static let getCapability = #"{"getCapability":{"capability":{"protocolVersion":7}}}"#

  /// The declaration of the `accessor` fixture, as the compiler sends it: leading trivia
  /// included, and starting at file offset 101.
  static let accessorDeclaration = "\n  @ObservationStateTracked var count: Int = 0"

  /// An `expandAttachedMacro` in the accessor role for a property without an accessor block.
  static let expandAccessor = #"""
    {"expandAttachedMacro":{
      "attributeSyntax":{"kind":"attribute","location":{"column":21,"fileID":"App/Counter.swift","fileName":"/src/App/Counter.swift","line":4,"offset":101},"source":"\n  @ObservationStateTracked "},
      "declSyntax":{"kind":"declaration","location":{"column":21,"fileID":"App/Counter.swift","fileName":"/src/App/Counter.swift","line":4,"offset":101},"source":"\n  @ObservationStateTracked var count: Int = 0"},
      "discriminator":"$s3App7CounterV5count23ObservationStateTrackedfMa_",
      "lexicalContext":[{"kind":"declaration","location":{"column":0,"fileID":"","fileName":"","line":0,"offset":0},"source":"\n\n@ObservableState\nstruct Counter {}"}],
      "macro":{"moduleName":"ObservableStructsMacros","name":"ObservationStateTracked ","typeName":"ObservationStateTrackedMacro"},
      "macroRole":"accessor",
      "staticBuildConfiguration":"{\"compilerVersion\":{\"components\":[6,3,1]},\"customConditions\":[],\"endianness\":\"little\"}"
    }}
    """#

  /// An `expandAttachedMacro` in the extension role: the type lacks only `Observable`.
  static let expandExtension = #"""
    {"expandAttachedMacro":{
      "attributeSyntax":{"kind":"attribute","location":{"column":12,"fileID":"App/Counter.swift","fileName":"/src/App/Counter.swift","line":1,"offset":40},"source":"\n\n@ObservableState"},
      "conformanceListSyntax":{"kind":"declaration","location":{"column":0,"fileID":"","fileName":"","line":0,"offset":0},"source":"struct Placeholder: Observable {}"},
      "declSyntax":{"kind":"declaration","location":{"column":12,"fileID":"App/Counter.swift","fileName":"/src/App/Counter.swift","line":1,"offset":40},"source":"\n\n@ObservableState\nstruct Counter: ObservableState {\n  var count = 0\n}"},
      "discriminator":"$s3App7Counter15ObservableStatefMe_",
      "extendedTypeSyntax":{"kind":"type","location":{"column":0,"fileID":"","fileName":"","line":0,"offset":0},"source":"Feature.Counter"},
      "lexicalContext":[],
      "macro":{"moduleName":"ObservableStructsMacros","name":"ObservableState","typeName":"ObservableStateMacro"},
      "macroRole":"extension",
      "parentDeclSyntax":null
    }}
    """#

  /// An `expandAttachedMacro` in the memberAttribute role, for the member `var count = 0`.
  static let expandMemberAttribute = #"""
    {"expandAttachedMacro":{
      "attributeSyntax":{"kind":"attribute","location":{"column":72,"fileID":"App/Counter.swift","fileName":"/src/App/Counter.swift","line":8,"offset":343},"source":"\n\n@ObservableState"},
      "declSyntax":{"kind":"declaration","location":{"column":11,"fileID":"App/Counter.swift","fileName":"/src/App/Counter.swift","line":11,"offset":373},"source":"\n  var count = 0"},
      "discriminator":"$s3App7CounterV5count15ObservableStatefMr_",
      "macro":{"moduleName":"ObservableStructsMacros","name":"ObservableState","typeName":"ObservableStateMacro"},
      "macroRole":"memberAttribute",
      "parentDeclSyntax":{"kind":"declaration","location":{"column":72,"fileID":"App/Counter.swift","fileName":"/src/App/Counter.swift","line":8,"offset":343},"source":"\n\n@ObservableState\nstruct Counter {\n  var count = 0\n}"}
    }}
    """#

  /// The UTF-8 bytes of `json`.
  static func bytes(_ json: String) -> [UInt8] {
    Array(json.utf8)
  }

  /// Decodes a fixture into its attached-expansion message.
  static func attachedMessage(
    _ json: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> AttachedExpansionMessage {
    guard case .expandAttachedMacro(let message) = try HostMessage.decode(fromJSON: bytes(json))
    else {
      XCTFail("not an expandAttachedMacro message", file: file, line: line)
      throw CocoaError(.coderReadCorrupt)
    }
    return message
  }

  /// A reply encoded and read back as a JSON object.
  static func json(_ reply: PluginReply) throws -> [String: Any] {
    try object(reply.encodedJSON())
  }

  /// A JSON payload read as an object.
  static func object(_ payload: [UInt8]) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(payload))
    return try XCTUnwrap(value as? [String: Any])
  }
}
