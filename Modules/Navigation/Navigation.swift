/// # Navigation
///
/// Tools for presenting child features: tree navigation (`@Presents`, `ifLet`) and stacks
/// (`StackState`, `forEach`), with every child effect torn down when the child goes away.
@_exported import Core
