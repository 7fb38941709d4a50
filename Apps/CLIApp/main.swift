print("CLIApp")
