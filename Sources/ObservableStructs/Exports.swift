// Annotated code and its expansion refer to `Observation.Observable` and use
// `withObservationTracking`; importing ObservableStructs alone makes them available.
@_exported import Observation
