"""Values and files as one process would have them: losses read as one process reads them, output
and files written once.
"""
