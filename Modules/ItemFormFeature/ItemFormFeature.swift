/// # ItemFormFeature
///
/// The ItemForm feature: its reducer `ItemForm`, its terminal view `ItemFormView`, and its models.
import Navigation
