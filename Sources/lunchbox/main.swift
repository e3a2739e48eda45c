import Foundation
import Logging
import LunchBoxCLI

LoggingSystem.bootstrap(StreamLogHandler.standardError)
exit(await CLI.run(Array(CommandLine.arguments.dropFirst())))
