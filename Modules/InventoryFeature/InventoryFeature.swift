/// # InventoryFeature
///
/// The Inventory feature: its reducer `Inventory`, its terminal view `InventoryView`, and its models.
import Navigation
