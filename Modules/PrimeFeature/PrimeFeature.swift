/// # PrimeFeature
///
/// The Prime feature: its reducer `Prime`, its terminal view `PrimeView`, and its models.
import Navigation
