/// The random draws of a session, kept step by step, so that a failing session can be played
/// again with some of its steps left out.
///
/// A session calls ``startStep()`` before each step and draws what the step needs. Played from a
/// seed, the dice draw from a ``SeededRandom`` and keep every draw under its step; played from
/// ``steps`` of another session, they give each step the draws that step had then. A step whose
/// state differs from the first time may ask for more draws than it kept: it gets zeros, so a
/// replay is as deterministic as the session it came from.
public struct SessionDice: RandomDraws {
  private var generator: SeededRandom?
  private var replayed: [[UInt64]] = []
  private var drawInStep = 0
  /// The draws of every step started so far, in order.
  public private(set) var steps: [[UInt64]] = []

  /// Dice that draw from `seed` and `stream`.
  public init(seed: UInt64, stream: UInt64) {
    generator = SeededRandom(seed: seed, stream: stream)
  }

  /// Dice that give the steps of another session's ``steps`` in turn.
  public init(replaying steps: [[UInt64]]) {
    replayed = steps
  }

  /// How many steps a replay has; `nil` when the dice draw from a seed.
  public var replayedStepCount: Int? { generator == nil ? replayed.count : nil }

  /// Starts the next step: the draws that follow belong to it.
  public mutating func startStep() {
    steps.append([])
    drawInStep = 0
  }

  /// The next 64 random bits of the current step.
  public mutating func next() -> UInt64 {
    precondition(!steps.isEmpty, "draw before the first step")
    let value: UInt64
    if generator != nil {
      value = generator!.next()
    } else {
      let kept = replayed[steps.count - 1]
      value = drawInStep < kept.count ? kept[drawInStep] : 0
    }
    drawInStep += 1
    steps[steps.count - 1].append(value)
    return value
  }

}
