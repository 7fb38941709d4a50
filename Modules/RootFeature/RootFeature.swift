/// # RootFeature
///
/// The Root feature: its reducer `Root`, its terminal view `RootView`, and its models.
import Navigation
