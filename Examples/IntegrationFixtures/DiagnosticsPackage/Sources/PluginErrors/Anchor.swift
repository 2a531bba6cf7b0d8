// SwiftPM drops a target whose only sources are annotated `*.swift.observable` files ("no
// target named …"), so every target that uses the plugin needs at least one plain Swift file.
