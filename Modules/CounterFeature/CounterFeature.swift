/// # CounterFeature
///
/// The Counter feature: its reducer `Counter`, its terminal view `CounterView`, and its models.
import Navigation
