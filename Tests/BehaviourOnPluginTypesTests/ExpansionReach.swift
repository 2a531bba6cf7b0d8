/// Whether `self = …` in a mutating method declared in an extension in the type's file tells
/// the readers of a value nothing owns: yes, the build plugin (and the hand-written expansion
/// written as it would) sees the whole file.
let selfReplacementInSameFileExtensionsIsSeen = true
