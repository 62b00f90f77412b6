/// Plane or spherical angle in degrees.
public typealias Degrees = Double
/// A duration or offset in minutes (fractions allowed: a tune of 2.5 is two and a half minutes).
public typealias Minutes = Double
/// A duration or offset in seconds.
public typealias Seconds = Double
/// A height in metres above sea level.
public typealias Metres = Double
