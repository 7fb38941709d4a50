@_exported import DependenciesMacros
