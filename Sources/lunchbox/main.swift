import Foundation
import LunchBoxCLI
import Logging

LoggingSystem.bootstrap(StreamLogHandler.standardError)
exit(await CLI.run(Array(CommandLine.arguments.dropFirst())))
